import { Button, Modal, Paper, Text } from '@mantine/core';
import type { TApiKey } from '@portale/contract/api-keys';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';

/** 'Chiavi di integrazione' (admin only): the ERP's machine credentials: list, create (shown once), revoke. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);

  function askRevoke(key: TApiKey) {
    confirmAction({
      title: 'Revoca chiave',
      message: `Revocare la chiave «${key.name}»? Da subito ogni chiamata con essa sarà rifiutata; non si può annullare.`,
      confirmLabel: 'Revoca',
      danger: true,
      onConfirm: () => revoke.mutate(key.id, { onSuccess: () => notifySuccess('Chiave revocata'), onError: notifyApiError }),
    });
  }

  return (
    <>
      <PageHeader title="Chiavi di integrazione">
        <Button onClick={() => setCreating(true)}>Nuova chiave</Button>
      </PageHeader>
      <Text size="sm" mb="md">
        Il gestionale si presenta con una chiave (intestazione «Authorization: Bearer …») invece che con un utente: vale solo per import, job ed export degli ordini,
        e ogni chiamata resta nel suo storico.
      </Text>
      <Paper withBorder p="md">
        {keys.isPending ? (
          <LoadingState label="Caricamento chiavi…" />
        ) : keys.isError ? (
          <ErrorState error={keys.error} onRetry={() => keys.refetch()} />
        ) : keys.data.keys.length === 0 ? (
          <EmptyState>Nessuna chiave di integrazione</EmptyState>
        ) : (
          <ApiKeysTable keys={keys.data.keys} onRevoke={askRevoke} />
        )}
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nuova chiave di integrazione" size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        {creating && <CreateApiKeyForm onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}
