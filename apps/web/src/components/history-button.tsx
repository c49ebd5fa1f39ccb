import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@portale/contract/audit';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

const ACTIONS: Record<TAuditEntry['action'], string> = { create: 'Creazione', update: 'Modifica', delete: 'Cancellazione' };

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'sì';
  if (value === false) return 'no';
  if (typeof value === 'number') return value.toLocaleString('it-IT');
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

/**
 * 'Storico modifiche' of one record: who changed what and when, each field before → after. The data comes in
 * through props (the feature owns the audit/history query and enables it only while the dialog is open).
 */
export function HistoryButton({
  label,
  opened,
  setOpened,
  history,
}: {
  label: string;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  history: UseQueryResult<{ history: TAuditEntry[] }>;
}) {
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={() => setOpened(true)} aria-label={`Storico modifiche di ${label}`}>
        Storico
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Storico modifiche — ${label}`} size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        {history.isPending ? (
          <LoadingState label="Caricamento dello storico…" />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.history.length === 0 ? (
          <EmptyState>Nessuna modifica registrata</EmptyState>
        ) : (
          <Stack gap="md">
            {history.data.history.map((entry) => (
              <div key={entry.id}>
                <Text size="sm" fw={600}>
                  {`${ACTIONS[entry.action]} — ${dateTime.format(new Date(entry.created_at))} — ${entry.user_name || 'utente cancellato'}`}
                </Text>
                <Table withTableBorder layout="fixed" fz="sm" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Campo</Table.Th>
                      <Table.Th>Prima</Table.Th>
                      <Table.Th>Dopo</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entry.changes.map((c) => (
                      <Table.Tr key={c.field}>
                        <Table.Td>{c.field}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(c.before)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(c.after)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
