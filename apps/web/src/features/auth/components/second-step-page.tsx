import { Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TSecondStep } from '@portale/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { safeReturnPath } from '../../../lib/return-path';
import { ApiError } from '../../../lib/api-error';
import { clearErrors, notifyError, notifySuccess } from '../../../lib/notify';
import { useSecondStep } from '../api/second-factor';

/**
 * The login's second step, '/verifica' (its own chunk: the login's bundle has a budget): the 6-digit code of the
 * authenticator app, or one of the recovery codes. The session opens only here. The login page brings the step
 * (which factors the user has) and where to go after; without it (a reload), back to the login.
 */
export function SecondStepPage() {
  const state = useLocation().state as { step?: TSecondStep; from?: unknown } | null;
  const navigate = useNavigate();
  if (!state?.step) return <Navigate to="/login" replace />;
  const returnTo = safeReturnPath(state.from);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <SecondStepForm step={state.step} onSignedIn={() => navigate(returnTo, { replace: true })} />
      </Paper>
    </Center>
  );
}

function SecondStepForm({ step, onSignedIn }: { step: TSecondStep; onSignedIn: () => void }) {
  const [code, setCode] = useState('');
  const secondStep = useSecondStep();
  const queryClient = useQueryClient();
  const hasTotp = step.second_factor.methods.includes('totp');
  const hasPasskey = step.second_factor.methods.includes('passkey');

  // A passkey signs in on its own (it is the stronger factor): the password step is simply not needed.
  function signInWithPasskey() {
    void import('../passkey-ceremonies').then((m) => m.passkeySignInFlow(queryClient, onSignedIn));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    secondStep.mutate(code, {
      onSuccess: () => {
        clearErrors();
        notifySuccess('Autenticazione effettuata correttamente');
        onSignedIn();
      },
      onError: (error) => {
        setCode('');
        notifyError(error instanceof ApiError ? error.message : 'Codice non valido', 'Accesso non autorizzato');
      },
    });
  }

  return (
    <form onSubmit={submit} aria-label="Verifica in due passaggi">
      <Stack>
        <Title order={1} size="h2">
          Verifica in due passaggi
        </Title>
        <Text size="sm">
          {hasTotp
            ? 'Inserire il codice a 6 cifre mostrato ora dall’app di autenticazione, oppure uno dei codici di recupero.'
            : 'Accedere con la passkey di questo utente, oppure inserire uno dei codici di recupero.'}
        </Text>
        <TextInput
          label="Codice"
          autoComplete="one-time-code"
          inputMode={hasTotp ? 'numeric' : 'text'}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoFocus
          maxLength={40}
        />
        <Button type="submit" loading={secondStep.isPending} disabled={!code.trim()}>
          Verifica
        </Button>
        {hasPasskey && (
          <Button variant="default" onClick={signInWithPasskey}>
            Usa una passkey
          </Button>
        )}
        <Button component={Link} to="/login" replace variant="subtle" size="compact-sm">
          Torna all’accesso
        </Button>
      </Stack>
    </form>
  );
}
