import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { pendingLogout } from '../../../lib/offline/pending-logout';
import { safeReturnPath } from '../../../lib/return-path';
import { useSessionQuery } from '../api/get-current';
import { useLogin } from '../api/login';
import { loadLogoutNotice } from './load-logout-notice';

const PendingLogoutNotice = lazy(loadLogoutNotice);

/**
 * The notices (and Mantine's notifications store) load when the form is sent, with the login call: the login's
 * first screen shows none, and its bundle has a budget (issue 58).
 */
const loadNotify = () => import('../../../lib/notify');

export function LoginPage() {
  const session = useSessionQuery();
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A shared link opened while logged out comes back here after the login (only a path of this app).
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // 'Esci' tapped without network: said here until the server has the logout (sent as soon as the network returns).
  const [logoutWaiting, setLogoutWaiting] = useState(() => pendingLogout() !== null);

  if (session.data) return <Navigate to={returnTo} replace />;

  // 'Accedi con passkey': the WebAuthn code (and its library) loads on the click only, never with the login page.
  function signInWithPasskey() {
    void import('../passkey-ceremonies').then((m) => m.passkeySignInFlow(queryClient, () => navigate(returnTo, { replace: true })));
  }

  // Spec §5: no client-side checks on login; any failure shows the same notice.
  function submit(event: FormEvent) {
    event.preventDefault();
    const notices = loadNotify();
    login.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          // The failed attempts' 'Accesso non autorizzato' is stale now.
          void notices.then(({ clearErrors }) => clearErrors());
          // The password was right and the user has a second factor: the code step (its own page and chunk), then the session.
          if ('second_factor' in answer) return navigate('/verifica', { state: { step: answer, from: returnTo } });
          void notices.then(({ notifySuccess }) => notifySuccess('Autenticazione effettuata correttamente'));
          navigate(returnTo, { replace: true });
        },
        // The spec's 'Accesso non autorizzato' heads the notice; the text says why (issue 21): wrong credentials,
        // or the server's own message (too many attempts, with the wait).
        onError: (error) =>
          void notices.then(({ notifyError }) =>
            notifyError(error instanceof ApiError && error.code !== 'INVALID_CREDENTIALS' && error.code !== 'UNAUTHORIZED' ? error.message : 'Email o password errati', 'Accesso non autorizzato'),
          ),
      },
    );
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} aria-label="Accesso">
          <Stack>
            <Title order={1} size="h2">
              Portale agenti
            </Title>
            {logoutWaiting && (
              <Suspense fallback={null}>
                <PendingLogoutNotice onSent={() => setLogoutWaiting(false)} />
              </Suspense>
            )}
            <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus />
            <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <Button type="submit" loading={login.isPending}>
              Accedi
            </Button>
            <Button variant="default" onClick={signInWithPasskey}>
              Accedi con passkey
            </Button>
            {/* A link drawn by the Button already in the login's bundle, not Mantine's Anchor: the bundle has a budget (issue 58). */}
            <Button component={Link} to="/password-dimenticata" variant="subtle" size="compact-sm">
              Password dimenticata?
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
