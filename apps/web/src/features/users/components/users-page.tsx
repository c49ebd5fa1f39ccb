import { Button, Modal, Paper } from '@mantine/core';
import type { TUser } from '@portale/contract/users';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { UserForm } from './user-form';
import { UsersTable } from './users-table';

/** Users admin (admin only): list, create/edit form, delete with confirmation. */
export function UsersPage() {
  const users = useUsers();
  const deleteUser = useDeleteUser();
  // undefined: form closed; null: new user; a user: editing it.
  const [editing, setEditing] = useState<TUser | null | undefined>(undefined);

  function askDelete(user: TUser) {
    confirmAction({
      title: 'Elimina utente',
      message: "Procedere con la cancellazione dell'utente?",
      confirmLabel: 'Elimina',
      danger: true,
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => notifySuccess('Utente cancellato correttamente'),
          onError: notifyApiError,
        }),
    });
  }

  return (
    <>
      <PageHeader title="Utenti">
        <Button onClick={() => setEditing(null)} disabled={!users.data}>
          Nuovo utente
        </Button>
      </PageHeader>
      <Paper withBorder p="md">
        {users.isPending ? (
          <LoadingState label="Caricamento utenti…" />
        ) : users.isError ? (
          <ErrorState error={users.error} onRetry={() => users.refetch()} />
        ) : users.data.users.length === 0 ? (
          <EmptyState>Nessun utente</EmptyState>
        ) : (
          <UsersTable users={users.data.users} roles={users.data.roles} onEdit={setEditing} onDelete={askDelete} />
        )}
      </Paper>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Modifica utente — ${editing.name}` : 'Nuovo utente'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        {editing !== undefined && users.data && (
          <UserForm key={editing?.id ?? 'new'} user={editing} roles={users.data.roles} defaultDiscountLimit={users.data.default_discount_limit} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </>
  );
}
