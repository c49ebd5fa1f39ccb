import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TUser } from '@portale/contract/users';
import { UserHistoryButton } from './user-history-button';

interface Props {
  users: TUser[];
  roles: Record<string, string>;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
}

/** Users list; the TOP code and profiles columns hide on narrow screens (no horizontal scroll). */
export function UsersTable({ users, roles, onEdit, onDelete }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th visibleFrom="lg" w={100}>
            Codice TOP
          </Table.Th>
          <Table.Th w={130}>Ruolo</Table.Th>
          <Table.Th visibleFrom="sm">Codici agente</Table.Th>
          <Table.Th w={220}>Azioni</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{user.name}</Text>
              {!user.enabled && (
                <Badge size="xs" color="gray" variant="light">
                  disabilitato
                </Badge>
              )}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
            <Table.Td visibleFrom="lg">{user.external_id}</Table.Td>
            <Table.Td>{roles[user.role] ?? user.role}</Table.Td>
            <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.profiles.map((p) => p.external_id).join(', ')}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Button size="compact-sm" variant="default" aria-label={`Modifica ${user.name}`} onClick={() => onEdit(user)}>
                  Modifica
                </Button>
                <Button size="compact-sm" variant="light" color="red" aria-label={`Elimina ${user.name}`} onClick={() => onDelete(user)}>
                  Elimina
                </Button>
                <UserHistoryButton id={user.id} label={user.name} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
