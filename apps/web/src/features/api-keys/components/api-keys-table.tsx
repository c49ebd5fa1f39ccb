import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TApiKey, TApiKeyState } from '@portale/contract/api-keys';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ApiKeyHistoryButton } from './api-key-history-button';

const STATES: Record<TApiKeyState, { label: string; color: string }> = {
  active: { label: 'Attiva', color: 'green' },
  expired: { label: 'Scaduta', color: 'gray' },
  revoked: { label: 'Revocata', color: 'red' },
};

/** The keys; on a phone each key stacks as label/value lines. */
export function ApiKeysTable({ keys, onRevoke }: { keys: TApiKey[]; onRevoke: (key: TApiKey) => void }) {
  return (
    <StackedTable stackBelow="md" striped verticalSpacing="xs" layout="fixed" aria-label="Chiavi di integrazione">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nome</Table.Th>
          <Table.Th w={150}>Prefisso</Table.Th>
          <Table.Th w={150}>Creata</Table.Th>
          <Table.Th>Creata da</Table.Th>
          <Table.Th w={110}>Scadenza</Table.Th>
          <Table.Th w={150}>Ultimo uso</Table.Th>
          <Table.Th w={100}>Stato</Table.Th>
          <Table.Th w={170}>Azioni</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key.id}>
            <Table.Td data-label="Nome" style={{ overflowWrap: 'anywhere' }}>
              {key.name}
            </Table.Td>
            <Table.Td data-label="Prefisso">
              <Text size="sm" ff="monospace">{`${key.prefix}…`}</Text>
            </Table.Td>
            <Table.Td data-label="Creata">{formatDateTime(key.created_at)}</Table.Td>
            <Table.Td data-label="Creata da" style={{ overflowWrap: 'anywhere' }}>
              {key.created_by || '—'}
            </Table.Td>
            <Table.Td data-label="Scadenza">{key.expires_on ? formatDate(key.expires_on) : 'Nessuna'}</Table.Td>
            <Table.Td data-label="Ultimo uso">{key.last_used_at ? formatDateTime(key.last_used_at) : 'Mai usata'}</Table.Td>
            <Table.Td data-label="Stato">
              <Badge color={STATES[key.state].color} variant="light">
                {STATES[key.state].label}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Azioni">
              <Group gap={4}>
                {key.state !== 'revoked' && (
                  <Button size="compact-sm" variant="light" color="red" aria-label={`Revoca ${key.name}`} onClick={() => onRevoke(key)}>
                    Revoca
                  </Button>
                )}
                <ApiKeyHistoryButton id={key.id} label={key.name} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
