import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAccountSession } from '@portale/contract/account';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { useSecondFactor } from '../api/second-factor';
import { useEndMyOtherSessions, useEndMySession, useMySessions } from '../api/sessions';
import { PasskeysSection } from './passkeys-section';
import { TotpSetup } from './totp-setup';

/**
 * 'Il mio profilo': who is signed in, and every open session of the user (device and browser, address, start,
 * last use), the current one marked; any can be ended, or all the others at once ('Esci dagli altri dispositivi').
 */
export function ProfilePage() {
  const { user } = useSession().data;
  return (
    <Stack>
      <PageHeader title="Il mio profilo" />
      <Paper withBorder p="md">
        <Text fw={600}>{user.name}</Text>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      </Paper>
      {user.second_factor_missing && (
        <Alert color="yellow" role="alert">
          <Text size="sm" fw={600}>
            Per gli amministratori è obbligatorio il secondo fattore.
          </Text>
          <Text size="sm">Aggiungere una passkey o impostare l’app di autenticazione qui sotto: fino ad allora le altre pagine del portale non sono disponibili.</Text>
        </Alert>
      )}
      <SecondFactor />
      {/* An admin still without the required second factor reaches nothing else: the server refuses his sessions list too. */}
      {!user.second_factor_missing && <Sessions />}
    </Stack>
  );
}

/** 'Secondo fattore': passkeys, and the authenticator app (with its recovery codes). */
function SecondFactor() {
  const state = useSecondFactor();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Secondo fattore
      </Title>
      {state.isPending ? (
        <LoadingState />
      ) : state.isError ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <>
          <PasskeysSection passkeys={state.data.passkeys} />
          <TotpSetup state={state.data} />
        </>
      )}
    </Stack>
  );
}

function Sessions() {
  const { user } = useSession().data;
  const sessions = useMySessions();
  const endOne = useEndMySession();
  const endOthers = useEndMyOtherSessions();
  const logout = useLogout();
  const navigate = useNavigate();
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  function end(session: TAccountSession) {
    if (session.current) {
      logout.mutate(user.id, { onSettled: () => navigate('/login', { replace: true }) });
      return;
    }
    endOne.mutate(session.id, { onSuccess: () => notifySuccess(`Sessione chiusa: ${session.device}`), onError: notifyApiError });
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Sessioni aperte
        </Title>
        <Button
          variant="light"
          color="red"
          disabled={!others.length}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, { onSuccess: () => notifySuccess('Sessioni sugli altri dispositivi chiuse'), onError: notifyApiError })}
        >
          Esci dagli altri dispositivi
        </Button>
      </Group>
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {sessions.data.sessions.map((session) => (
            <Paper key={session.id} withBorder p="md" component="section" aria-label={`Sessione ${session.device}`}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{session.device}</Text>
                  {session.current && <Badge variant="light">Questo dispositivo</Badge>}
                </Group>
                <Text size="sm">Indirizzo: {session.ip ?? '—'}</Text>
                <Text size="sm">Inizio: {formatDateTime(session.started_at)}</Text>
                <Text size="sm">Ultimo uso: {formatDateTime(session.last_seen_at)}</Text>
                <Group justify="flex-end" mt="xs">
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => end(session)} aria-label={`${session.current ? 'Esci' : 'Chiudi sessione'}: ${session.device}${session.current ? ' (questo dispositivo)' : ''}`}>
                    {session.current ? 'Esci' : 'Chiudi sessione'}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
