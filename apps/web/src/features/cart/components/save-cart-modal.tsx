import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { addDays } from '@portale/contract/business-date';
import { businessToday } from '../../../lib/offline/server-date';
import { useState } from 'react';
import { ItalianDateInput } from '../../../components/italian-date-input';

export interface SaveChoice {
  name: string;
  /** 'Valido fino al' (AAAA-MM-GG), or null for the server's default (today + the configured days). */
  validUntil: string | null;
}

interface SaveCartModalProps {
  opened: boolean;
  initialName: string;
  /** The validity the quote has now, when it has one. */
  initialValidUntil: string | null;
  saving: boolean;
  /** Saved without network: it goes to the outbox, and the agent is told what that means. */
  offline?: boolean;
  onClose: () => void;
  onSave: (choice: SaveChoice) => void;
}

/** Names the quote before saving (the name is required, spec §5) and sets how long it is valid. */
export function SaveCartModal({ opened, initialName, initialValidUntil, saving, offline = false, onClose, onSave }: SaveCartModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Salva preventivo" centered>
      {opened && offline && (
        <Alert color="yellow" mb="sm" data-testid="offline-save-notice">
          Senza rete il preventivo resta sul dispositivo e va nell’archivio al ritorno della rete, ai prezzi di quel
          momento: se un prezzo è cambiato lo trovi indicato in Da sincronizzare. Il carrello si svuota.
        </Alert>
      )}
      {opened && <SaveForm initialName={initialName} initialValidUntil={initialValidUntil} saving={saving} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function SaveForm({
  initialName,
  initialValidUntil,
  saving,
  onCancel,
  onSave,
}: Omit<SaveCartModalProps, 'opened' | 'onClose' | 'offline'> & { onCancel: () => void }) {
  const [name, setName] = useState(initialName);
  // The server's calendar (the device's clock may be wrong): the day the server will judge the date from.
  const today = businessToday();
  // An expired validity is not offered again: empty means a fresh one from today.
  const [validUntil, setValidUntil] = useState<string | null>(initialValidUntil && initialValidUntil >= today ? initialValidUntil : null);
  const [touched, setTouched] = useState(false);
  const empty = name.trim() === '';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!empty) onSave({ name: name.trim(), validUntil });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Nome del preventivo"
          withAsterisk
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.currentTarget.value)}
          error={touched && empty ? 'Indicare il nome del preventivo' : undefined}
          data-autofocus
        />
        <ItalianDateInput
          label="Valido fino al"
          description="Se vuoto, la validità predefinita a partire da oggi"
          value={validUntil}
          onChange={setValidUntil}
          clearable
          clearButtonProps={{ 'aria-label': 'Togli la data di validità' }}
          minDate={today}
          maxDate={addDays(today, 366)}
        />
      </Stack>
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
