import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';

interface ItemNotesModalProps {
  line: { description: string; notes: string | null } | null;
  onClose: () => void;
  onSave: (notes: string) => void;
}

/** Notes of one cart line (spec §2 "item-notes modal"). */
export function ItemNotesModal({ line, onClose, onSave }: ItemNotesModalProps) {
  return (
    <Modal opened={line !== null} onClose={onClose} title={line ? `Note della riga: ${line.description}` : ''} centered>
      {line && <NotesForm initial={line.notes ?? ''} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function NotesForm({ initial, onCancel, onSave }: { initial: string; onCancel: () => void; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(notes.trim());
      }}
    >
      <Textarea label="Note" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={3} maxLength={1000} data-autofocus />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Annulla
        </Button>
        <Button type="submit">Salva note</Button>
      </Group>
    </form>
  );
}
