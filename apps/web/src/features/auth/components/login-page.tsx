import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionQuery } from '../api/get-current';
import { useLogin } from '../api/login';

export function LoginPage() {
  const session = useSessionQuery();
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (session.data) return <Navigate to="/" replace />;

  // Spec §5: no client-side checks on login; any failure shows the same notice.
  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          notifySuccess('Autenticazione effettuata correttamente');
          navigate('/', { replace: true });
        },
        onError: () => notifyError('Accesso non autorizzato'),
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
            <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus />
            <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <Button type="submit" loading={login.isPending}>
              Accedi
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
