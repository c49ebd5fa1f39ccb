import { Alert, Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { addDays } from '@portale/contract/business-date';
import { businessToday } from '../../../lib/offline/server-date';
import { useState } from 'react';
import { ItalianDateInput } from '../../../components/italian-date-input';
import { useQuoteValidity } from '../api/quote-validity';

export interface SaveChoice {
  name: string;
  /** 'Valido fino al' (AAAA-MM-GG), or null for the server's default (today + the configured days). */
  validUntil: string | null;
}

interface SaveCartModalProps {
  opened: boolean;
  /** The saved quote the cart is (its validity is read again when the dialog opens), or null for a new one. */
  quoteId: number | null;
  initialName: string;
  /** The validity of the cart's last save, when the quote's own cannot be read. */
  initialValidUntil: string | null;
  saving: boolean;
  /** Saved without network: it goes to the outbox, and the agent is told what that means. */
  offline?: boolean;
  onClose: () => void;
  onSave: (choice: SaveChoice) => void;
}

/** Names the quote before saving (the name is required, spec §5) and sets how long it is valid. */
export function SaveCartModal({ opened, quoteId, initialName, initialValidUntil, saving, offline = false, onClose, onSave }: SaveCartModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Salva preventivo" centered>
      {opened && offline && (
        <Alert color="yellow" mb="sm" data-testid="offline-save-notice">
          Senza rete il preventivo resta sul dispositivo e va nell’archivio al ritorno della rete, ai prezzi di quel
          momento: se un prezzo è cambiato lo trovi indicato in Da sincronizzare. Il carrello si svuota.
        </Alert>
      )}
      {opened &&
        (quoteId === null ? (
          <SaveForm initialName={initialName} initialValidUntil={initialValidUntil} saving={saving} onCancel={onClose} onSave={onSave} />
        ) : (
          <SavedQuoteForm quoteId={quoteId} initialName={initialName} initialValidUntil={initialValidUntil} saving={saving} onCancel={onClose} onSave={onSave} />
        ))}
    </Modal>
  );
}

/** The form for a quote saved before: filled once its current validity is known (the one a new version keeps). */
function SavedQuoteForm({ quoteId, initialValidUntil, ...form }: Omit<SaveCartModalProps, 'opened' | 'onClose' | 'offline'> & { quoteId: number; onCancel: () => void }) {
  const validity = useQuoteValidity(quoteId, true);
  if (validity.isPending) return <Loader size="sm" aria-label="Caricamento della validità del preventivo" />;
  return <SaveForm {...form} initialValidUntil={validity.data?.valid_until ?? initialValidUntil} />;
}

function SaveForm({
  initialName,
  initialValidUntil,
  saving,
  onCancel,
  onSave,
}: Omit<SaveCartModalProps, 'opened' | 'onClose' | 'offline' | 'quoteId'> & { onCancel: () => void }) {
  const [name, setName] = useState(initialName);
  // The server's calendar (the device's clock may be wrong): the day the server will judge the date from.
  const today = businessToday();
  // The quote's validity is carried into every version until the agent changes it (issue 55, point 4); an expired one
  // is not offered again: empty means a fresh one from today.
  const current = initialValidUntil && initialValidUntil >= today ? initialValidUntil : null;
  const [validUntil, setValidUntil] = useState<string | null>(current);
  const [touched, setTouched] = useState(false);
  /** What is wrong with the date typed; said when 'Salva' is pressed (a message on blur would move the buttons). */
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const empty = name.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        setDateError(dateProblem);
        if (!empty && !dateProblem) onSave({ name: name.trim(), validUntil });
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
          description={current ? 'La stessa in ogni nuova versione, finché non la cambi' : 'Se vuoto, la validità predefinita a partire da oggi'}
          value={validUntil}
          onChange={setValidUntil}
          onTypedProblem={(problem) => {
            setDateProblem(problem);
            setDateError(null);
          }}
          error={dateError ?? undefined}
          // A quote's validity is changed, never emptied (empty would keep it anyway).
          clearable={!current}
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
