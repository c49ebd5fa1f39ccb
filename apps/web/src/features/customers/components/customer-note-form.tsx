import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { ZSaveProfileNoteRequest } from '@portale/contract/customers';
import { useState, type FormEvent } from 'react';
import { formErrorsFrom } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveProfileNote } from '../api/save-profile-note';
import { useSession } from '../../../lib/session';

/** Said when the note waits in the outbox (no network). */
export const NOTE_QUEUED = 'Nota salvata sul dispositivo: sarà inviata al ritorno della rete (Da sincronizzare)';

/** The caller's private note on a customer (visible only to them). */
export function CustomerNoteForm({
  customerId,
  customerName,
  initialNote,
  initialVersion,
}: {
  customerId: number;
  customerName: string;
  initialNote: string;
  /** The note's version this text is based on (0: none; undefined: a server that does not count them). */
  initialVersion?: number;
}) {
  const session = useSession();
  const saveNote = useSaveProfileNote();
  const [note, setNote] = useState(initialNote);
  // Sent with the note (base_version): a note saved elsewhere meanwhile makes this one a conflict, not an overwrite.
  const [version, setVersion] = useState(initialVersion);
  const [error, setError] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormMessage(null);
    // The contract's own rule first, so a too-long note never reaches the server.
    const checked = ZSaveProfileNoteRequest.shape.note.safeParse(note);
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    saveNote.mutate(
      { params: { id: customerId }, body: { note, user_id: session.data?.user.id, base_version: version }, customerName },
      {
        onSuccess: (answer) => {
          setNote(answer.user_note?.content ?? note);
          if (answer.outcome === 'sent') setVersion(answer.user_note?.version ?? version);
          notifySuccess(answer.outcome === 'sent' ? 'Nota salvata correttamente' : NOTE_QUEUED);
        },
        onError: (failure) => {
          const mapped = formErrorsFrom(failure, ['note']);
          setError(mapped.fields.note ?? null);
          setFormMessage(mapped.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {formMessage && (
          <Alert color="red" role="alert" title="Salvataggio non riuscito">
            {formMessage}
          </Alert>
        )}
        <Textarea
          label="Nota privata"
          description="Visibile solo a te"
          autosize
          minRows={3}
          maxRows={10}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveNote.isPending}>
            Salva nota
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
