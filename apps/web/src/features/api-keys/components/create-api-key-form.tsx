import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TCreateApiKeyResponse } from '@portale/contract/api-keys';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifyApiError } from '../../../lib/notify';
import { useCreateApiKey } from '../api/create-api-key';

/**
 * 'Nuova chiave': a name and an optional last day; once created, the key is shown this once, with a copy button and
 * the warning that it cannot be shown again.
 */
export function CreateApiKeyForm({ onDone }: { onDone: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [created, setCreated] = useState<TCreateApiKeyResponse | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  if (created) {
    return (
      <Stack gap="md">
        <Alert color="orange" title="Copiare la chiave adesso">
          È l’unica volta in cui la chiave è mostrata: il portale ne conserva solo l’impronta. Salvarla nella configurazione del gestionale; se va persa, revocarla e
          crearne un’altra.
        </Alert>
        <Text size="sm">
          {`Chiave «${created.key.name}»`}
          {created.key.expires_on ? `, valida fino al ${formatDate(created.key.expires_on)}` : ', senza scadenza'}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="new-api-key">
          {created.secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Chiave copiata' : 'Copia la chiave'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>Ho salvato la chiave</Button>
        </Group>
      </Stack>
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Indicare un nome');
      return;
    }
    create.mutate({ name: name.trim(), expires_on: expiresOn || null }, { onSuccess: setCreated, onError: notifyApiError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          description="Chi la usa, es. «Gestionale — import notturno»"
          required
          maxLength={60}
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
        />
        <TextInput type="date" label="Valida fino al (facoltativo)" description="Vuoto: senza scadenza" value={expiresOn} onChange={(e) => setExpiresOn(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Annulla
          </Button>
          <Button type="submit" loading={create.isPending}>
            Crea la chiave
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
