import { OpenModal } from '../../../components/open-modal';
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { TUser } from '@portale/contract/users';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useEndUserSessions, useInviteUser, useResetSecondFactor, useUserSignIns } from '../api/user-security';

const METHODS: Record<string, string> = {
  password: 'password',
  reset: 'password reimpostata da email',
  invite: 'password impostata dall’invito',
  'password+codice': 'password e codice dell’app',
  'password+recupero': 'password e codice di recupero',
  passkey: 'passkey',
};

/** A user's row, for the admin: 'Accessi' (sign-ins and failed attempts), 'Chiudi sessioni', 'Azzera secondo fattore', 'Invia invito'. */
export function UserSecurityButtons({ user }: { user: TUser }) {
  const [opened, setOpened] = useState(false);
  const signIns = useUserSignIns(user.id, opened);
  const endSessions = useEndUserSessions();
  const invite = useInviteUser();
  const resetFactor = useResetSecondFactor();

  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={() => setOpened(true)} aria-label={`Accessi di ${user.name}`}>
        Accessi
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Chiudi sessioni di ${user.name}`}
        onClick={() =>
          confirmAction({
            title: 'Chiudi sessioni',
            message: `Chiudere tutte le sessioni di ${user.name}? Dovrà accedere di nuovo su ogni dispositivo.`,
            confirmLabel: 'Chiudi sessioni',
            danger: true,
            onConfirm: () => endSessions.mutate(user.id, { onSuccess: (r) => notifySuccess(r.message ?? 'Sessioni chiuse'), onError: notifyApiError }),
          })
        }
      >
        Chiudi sessioni
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Azzera secondo fattore di ${user.name}`}
        onClick={() =>
          confirmAction({
            title: 'Azzera secondo fattore',
            message: `Rimuovere l’app di autenticazione, i codici di recupero e le passkey di ${user.name}? Accederà con la sola password finché non ne imposta di nuovi.`,
            confirmLabel: 'Azzera secondo fattore',
            danger: true,
            onConfirm: () => resetFactor.mutate(user.id, { onSuccess: (r) => notifySuccess(r.message ?? 'Secondo fattore azzerato'), onError: notifyApiError }),
          })
        }
      >
        Azzera secondo fattore
      </Button>
      {user.enabled && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`Invia invito a ${user.name}: imposterà la password`}
          loading={invite.isPending}
          onClick={() => invite.mutate(user.id, { onSuccess: () => notifySuccess(`Invito inviato a ${user.email}`), onError: notifyApiError })}
        >
          Invia invito
        </Button>
      )}
      <OpenModal opened={opened} onClose={() => setOpened(false)} title={`Accessi — ${user.name}`} size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        {signIns.isPending ? (
          <LoadingState label="Caricamento degli accessi…" />
        ) : signIns.isError ? (
          <ErrorState error={signIns.error} onRetry={() => void signIns.refetch()} />
        ) : signIns.data.events.length === 0 ? (
          <EmptyState>Nessun accesso registrato</EmptyState>
        ) : (
          <Stack gap="xs">
            {signIns.data.events.map((e) => (
              <div key={e.id}>
                <Text size="sm" fw={600}>
                  {formatDateTime(e.created_at)}{' '}
                  <Badge size="sm" variant="light" color={e.succeeded ? 'green' : 'red'}>
                    {e.succeeded ? 'Accesso' : 'Tentativo fallito'}
                  </Badge>
                </Text>
                <Text size="sm">{`${e.device} — ${e.ip ?? 'indirizzo sconosciuto'} — ${METHODS[e.method] ?? e.method}`}</Text>
              </div>
            ))}
          </Stack>
        )}
      </OpenModal>
    </>
  );
}
