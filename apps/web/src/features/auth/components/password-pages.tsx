import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PasswordStrength } from '../../../components/password-strength';
import { ApiError } from '../../../lib/api-error';
import { useForgotPassword, useSetPassword } from '../api/password';

/** The public pages' frame: the login page's card. */
function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Anchor component={Link} to="/login" size="sm">
            Torna all’accesso
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

/** 'Password dimenticata?': asks for the address; the answer is the same whether it exists or not. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    forgot.mutate(email);
  }

  return (
    <PublicCard title="Password dimenticata">
      {forgot.isSuccess ? (
        <Alert color="green" role="status" title="Richiesta ricevuta">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Password dimenticata">
          <Stack>
            <Text size="sm">Indicare l’email dell’accesso: se corrisponde a un utente, riceverà un collegamento per scegliere una nuova password.</Text>
            <TextInput label="Email" type="email" required autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus />
            {forgot.isError && (
              <Alert color="red" role="alert">
                {forgot.error.message}
              </Alert>
            )}
            <Button type="submit" loading={forgot.isPending}>
              Invia il collegamento
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  );
}

/**
 * 'Imposta la password', opened from an invitation or reset e-mail: the link's secret is in the fragment
 * (#…), which the browser never sends to a server nor in a Referer.
 */
export function SetPasswordPage() {
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; password_confirmation?: string; form?: string }>({});
  const save = useSetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? []) : [];
          const byPath = (path: string) => fields.filter((f) => f.path === path).map((f) => f.message).join(' ') || undefined;
          setErrors(fields.length ? { password: byPath('password'), password_confirmation: byPath('password_confirmation') } : { form: error.message });
        },
      },
    );
  }

  if (save.isSuccess) {
    return (
      <PublicCard title="Password impostata">
        <Alert color="green" role="status">
          {save.data.message}
        </Alert>
        <Button component={Link} to="/login">
          Vai all’accesso
        </Button>
      </PublicCard>
    );
  }

  return (
    <PublicCard title="Imposta la password">
      {!token ? (
        <Alert color="red" role="alert">
          Il collegamento è incompleto: aprirlo di nuovo dall’email ricevuta.
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Imposta la password" noValidate>
          <Stack>
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}{' '}
                <Anchor component={Link} to="/password-dimenticata">
                  Chiedere un nuovo collegamento
                </Anchor>
              </Alert>
            )}
            <PasswordInput
              label="Nuova password"
              required
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              errorProps={{ role: 'alert' }}
              autoFocus
            />
            <PasswordStrength password={password} />
            <PasswordInput
              label="Conferma password"
              required
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              error={errors.password_confirmation}
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" loading={save.isPending}>
              Imposta la password
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  );
}

// The login's second step travels in this chunk: one chunk fewer for the login's bundle to list (issue 58's budget).
export { SecondStepPage } from './second-step-page';
