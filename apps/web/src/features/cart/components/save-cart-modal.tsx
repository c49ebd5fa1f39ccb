import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';

interface SaveCartModalProps {
  opened: boolean;
  initialName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}

/** Names the quote before saving: the name is required (spec §5). */
export function SaveCartModal({ opened, initialName, saving, onClose, onSave }: SaveCartModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Salva preventivo" centered>
      {opened && <SaveForm initialName={initialName} saving={saving} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function SaveForm({ initialName, saving, onCancel, onSave }: { initialName: string; saving: boolean; onCancel: () => void; onSave: (name: string) => void }) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const empty = name.trim() === '';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!empty) onSave(name.trim());
      }}
    >
      <TextInput
        label="Nome del preventivo"
        withAsterisk
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.currentTarget.value)}
        error={touched && empty ? 'Indicare il nome del preventivo' : undefined}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Annulla
        </Button>
        <Button type="submit" loading={saving}>
          Salva
        </Button>
      </Group>
    </form>
  );
}
