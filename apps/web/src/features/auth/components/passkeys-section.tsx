import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TPasskey } from '@portale/contract/second-factor';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreatePasskey, useDeletePasskey, useRenamePasskey } from '../api/second-factor';
import { noticeOtherSessionsEnded } from './other-sessions-ended';

/** A name to tell the device by, proposed from the browser (the user may change it). */
function deviceName() {
  const ua = navigator.userAgent;
  return /iPad|Tablet|Android(?!.*Mobile)/.test(ua) ? 'Tablet' : /iPhone|Mobile/.test(ua) ? 'Telefono' : 'Computer';
}

/**
 * The user's passkeys under 'Il mio profilo': one or more devices that sign in with their fingerprint, face or
 * PIN, without a password; each can be renamed or removed.
 */
export function PasskeysSection({ passkeys }: { passkeys: TPasskey[] }) {
  const [name, setName] = useState(deviceName);
  const create = useCreatePasskey();
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (saved) => (notifySuccess(`Passkey aggiunta: ${saved.name}`), noticeOtherSessionsEnded(saved.other_sessions_ended)),
      onError: notifyApiError,
    });
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="Passkey">
      <Stack gap="sm">
        <Title order={4}>Passkey</Title>
        <Text size="sm">Accesso con l’impronta, il volto o il PIN del dispositivo, senza password. Vale anche come secondo fattore.</Text>
        {passkeys.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessuna passkey registrata.
          </Text>
        ) : (
          <Stack gap="xs">
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Nome della nuova passkey" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} />
            <Button type="submit" variant="light" loading={create.isPending} disabled={!name.trim()}>
              Aggiungi passkey
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

function PasskeyRow({ passkey }: { passkey: TPasskey }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: () => (setEditing(false), notifySuccess('Passkey rinominata')), onError: notifyApiError });
  }
  if (editing) {
    return (
      <form onSubmit={submit}>
        <Group align="flex-end" wrap="wrap">
          <TextInput label={`Nuovo nome per ${passkey.name}`} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} autoFocus />
          <Button type="submit" size="compact-sm" loading={rename.isPending} disabled={!name.trim()}>
            Salva
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(false)}>
            Annulla
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Text fw={600}>{passkey.name}</Text>
        <Text size="xs" c="dimmed">
          Aggiunta il {formatDateTime(passkey.created_at)} · {passkey.last_used_at ? `ultimo uso ${formatDateTime(passkey.last_used_at)}` : 'mai usata'}
        </Text>
      </div>
      <Group gap="xs">
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)} aria-label={`Rinomina passkey ${passkey.name}`}>
          Rinomina
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(passkey.id, { onSuccess: () => notifySuccess(`Passkey rimossa: ${passkey.name}`), onError: notifyApiError })}
          aria-label={`Rimuovi passkey ${passkey.name}`}
        >
          Rimuovi
        </Button>
      </Group>
    </Group>
  );
}
