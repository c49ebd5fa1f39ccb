import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSaveProfileNote } from '../api/save-profile-note';
import { useSession } from '../../../lib/session';

/** The caller's private note on a customer (visible only to them). */
export function CustomerNoteForm({ customerId, initialNote }: { customerId: number; initialNote: string }) {
  const session = useSession();
  const saveNote = useSaveProfileNote();
  const [note, setNote] = useState(initialNote);

  function submit(event: FormEvent) {
    event.preventDefault();
    saveNote.mutate(
      { params: { id: customerId }, body: { note, user_id: session.data?.user.id } },
      {
        onSuccess: (answer) => {
          setNote(answer.user_note?.content ?? note);
          notifySuccess('Nota salvata correttamente');
        },
        onError: notifyApiError,
      },
    );
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label="Nota privata"
          description="Visibile solo a te"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
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
