import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailCartModalProps {
  opened: boolean;
  defaultEmail: string;
  sending: boolean;
  onClose: () => void;
  onSend: (email: string) => void;
}

/** Sends the saved quote by email; the address defaults to the customer's main email contact. */
export function EmailCartModal({ opened, defaultEmail, sending, onClose, onSend }: EmailCartModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invia il preventivo per email" centered>
      {opened && <EmailForm defaultEmail={defaultEmail} sending={sending} onCancel={onClose} onSend={onSend} />}
    </Modal>
  );
}

function EmailForm({ defaultEmail, sending, onCancel, onSend }: { defaultEmail: string; sending: boolean; onCancel: () => void; onSend: (email: string) => void }) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const valid = EMAIL.test(email.trim());
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (valid) onSend(email.trim());
      }}
    >
      <TextInput
        type="email"
        label="Indirizzo email"
        withAsterisk
        value={email}
        maxLength={254}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={touched && !valid ? 'Indirizzo email non valido' : undefined}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Annulla
        </Button>
        <Button type="submit" loading={sending}>
          Invia
        </Button>
      </Group>
    </form>
  );
}
