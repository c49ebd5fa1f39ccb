import { Alert, Button, Code, Group, Image, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TSecondFactorState, TTotpSetup } from '@portale/contract/second-factor';
import { useState, type FormEvent } from 'react';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useConfirmTotp, useDisableTotp, useStartTotp } from '../api/second-factor';
import { noticeOtherSessionsEnded } from './other-sessions-ended';

/**
 * The authenticator app under 'Il mio profilo': set up (scan the QR or type the secret, confirm with a code), the
 * ten recovery codes shown once, and turning it off with one of its codes.
 */
export function TotpSetup({ state }: { state: TSecondFactorState }) {
  const [setup, setSetup] = useState<TTotpSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const start = useStartTotp();

  if (recovery) return <RecoveryCodes codes={recovery} onDone={() => setRecovery(null)} />;
  if (setup) return <ConfirmTotp setup={setup} onCancel={() => setSetup(null)} onConfirmed={(codes) => (setSetup(null), setRecovery(codes))} />;
  if (state.totp) return <ActiveTotp left={state.recovery_codes_left} />;
  return (
    <Paper withBorder p="md" component="section" aria-label="App di autenticazione">
      <Stack gap="xs" align="flex-start">
        <Title order={4}>App di autenticazione</Title>
        <Text size="sm">Un codice a 6 cifre che cambia ogni 30 secondi (Google Authenticator, Microsoft Authenticator, 1Password…), chiesto dopo la password.</Text>
        <Button variant="light" loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: notifyApiError })}>
          Imposta l’app di autenticazione
        </Button>
      </Stack>
    </Paper>
  );
}

function ConfirmTotp({ setup, onCancel, onConfirmed }: { setup: TTotpSetup; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmTotp();
  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: (answer) => (onConfirmed(answer.recovery_codes), noticeOtherSessionsEnded(answer.other_sessions_ended)),
      onError: (error) => (setCode(''), notifyApiError(error)),
    });
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="Imposta l’app di autenticazione">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={4}>Imposta l’app di autenticazione</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`} alt="Codice QR da inquadrare con l’app di autenticazione" w={200} h={200} fit="contain" bg="white" />
            <Stack gap="xs">
              <Text size="sm">1. Inquadrare il codice QR con l’app, oppure digitare questo codice segreto:</Text>
              <Code fz="md" aria-label={`Codice segreto: ${setup.secret}`}>
                {setup.secret}
              </Code>
              <Text size="sm">2. Inserire il codice a 6 cifre che l’app mostra.</Text>
              <TextInput label="Codice dell’app" autoComplete="one-time-code" inputMode="numeric" maxLength={7} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
              <Group>
                <Button type="submit" loading={confirm.isPending} disabled={!code.trim()}>
                  Conferma
                </Button>
                <Button variant="subtle" onClick={onCancel}>
                  Annulla
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}

/** Shown once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Codici di recupero">
      <Stack gap="sm" align="flex-start">
        <Title order={4}>Codici di recupero</Title>
        <Alert color="yellow" w="100%">
          <Text size="sm" fw={600}>
            Salvare ora questi codici in un posto sicuro: non verranno più mostrati.
          </Text>
          <Text size="sm">Ognuno vale una sola volta, al posto del codice dell’app (per esempio se il telefono va perso).</Text>
        </Alert>
        <List spacing={2} ff="monospace" aria-label="Elenco dei codici di recupero">
          {codes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Button onClick={onDone}>Ho salvato i codici</Button>
      </Stack>
    </Paper>
  );
}

function ActiveTotp({ left }: { left: number }) {
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const disable = useDisableTotp();
  function submit(event: FormEvent) {
    event.preventDefault();
    disable.mutate(code, {
      onSuccess: () => (setDisabling(false), notifySuccess('App di autenticazione disattivata')),
      onError: (error) => (setCode(''), notifyApiError(error)),
    });
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="App di autenticazione">
      <Stack gap="xs" align="flex-start">
        <Title order={4}>App di autenticazione</Title>
        <Text size="sm">Attiva: dopo la password viene chiesto il codice dell’app. Codici di recupero non usati: {left} di 10.</Text>
        {disabling ? (
          <form onSubmit={submit}>
            <Group align="flex-end">
              <TextInput label="Codice dell’app o di recupero" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={40} />
              <Button type="submit" color="red" loading={disable.isPending} disabled={!code.trim()}>
                Disattiva
              </Button>
              <Button variant="subtle" onClick={() => setDisabling(false)}>
                Annulla
              </Button>
            </Group>
          </form>
        ) : (
          <Button variant="light" color="red" onClick={() => setDisabling(true)}>
            Disattiva l’app di autenticazione
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
