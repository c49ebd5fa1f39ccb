import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TUser } from '@portale/contract/users';
import { SECONDARY_COLUMN, StackedTable } from '../../../components/stacked-table';
import { UserHistoryButton } from './user-history-button';
import { UserSecurityButtons } from './user-security-buttons';

interface Props {
  users: TUser[];
  roles: Record<string, string>;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
}

/**
 * Users list; the TOP code column leaves a narrow table, and on a phone each user stacks as label/value lines with
 * every field, the TOP code and agent codes included (no horizontal scroll, no email broken a letter per line).
 */
export function UsersTable({ users, roles, onEdit, onDelete }: Props) {
  return (
    <StackedTable stackBelow="md" striped highlightOnHover verticalSpacing="xs" layout="fixed" aria-label="Utenti">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th className={SECONDARY_COLUMN} w={100}>
            Codice TOP
          </Table.Th>
          <Table.Th w={130}>Ruolo</Table.Th>
          <Table.Th>Codici agente</Table.Th>
          <Table.Th w={220}>Azioni</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td data-label="Nome" style={{ overflowWrap: 'anywhere' }}>
              <div>
                <Text size="sm">{user.name}</Text>
                {!user.enabled && (
                  <Badge size="xs" color="gray" variant="light">
                    disabilitato
                  </Badge>
                )}
              </div>
            </Table.Td>
            <Table.Td data-label="Email" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Table.Td>
            <Table.Td data-label="Codice TOP" className={SECONDARY_COLUMN}>
              {user.external_id}
            </Table.Td>
            <Table.Td data-label="Ruolo">{roles[user.role] ?? user.role}</Table.Td>
            <Table.Td data-label="Codici agente" style={{ overflowWrap: 'anywhere' }}>
              {user.profiles.map((p) => p.external_id).join(', ')}
            </Table.Td>
            <Table.Td data-label="Azioni">
              <Group gap={4}>
                <Button size="compact-sm" variant="default" aria-label={`Modifica ${user.name}`} onClick={() => onEdit(user)}>
                  Modifica
                </Button>
                <Button size="compact-sm" variant="light" color="red" aria-label={`Elimina ${user.name}`} onClick={() => onDelete(user)}>
                  Elimina
                </Button>
                <UserHistoryButton id={user.id} label={user.name} />
                <UserSecurityButtons user={user} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
