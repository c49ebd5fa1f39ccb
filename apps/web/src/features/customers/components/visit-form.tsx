import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../lib/format';
import { businessToday } from '../../../lib/offline/server-date';
import { formErrorsFrom } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { toName } from '../../../lib/plural';
import { useSaveVisit } from '../api/save-visit';
import { ItalianDateInput } from '../../../components/italian-date-input';
import { validateVisit, type VisitDraft, type VisitErrors } from '../utils/validate-visit';
import { useSession } from '../../../lib/session';

/** Said when the visit waits in the outbox (no network). */
export const VISIT_QUEUED = 'Visita salvata sul dispositivo: sarà inviata al ritorno della rete (Da sincronizzare)';

interface VisitFormProps {
  customer: Pick<TCustomer, 'id' | 'external_id' | 'company_name'>;
  profileExternalId: string;
  onSaved: () => void;
  onCancel: () => void;
  /** A visit the server refused, opened again from 'Da sincronizzare': what was written, and why it was refused. */
  reopened?: { draft: VisitDraft; reason: string };
}

/** Records a visit to the customer for the selected agent code. */
export function VisitForm({ customer, profileExternalId, onSaved, onCancel, reopened }: VisitFormProps) {
  const session = useSession();
  const saveVisit = useSaveVisit();
  const [draft, setDraft] = useState<VisitDraft>(reopened?.draft ?? { date_visit: businessToday(), notes: '' });
  const [errors, setErrors] = useState<VisitErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // One key per form: pressing 'Salva' again after an error or a lost answer cannot record the visit twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Read the value now: the event's currentTarget is gone by the time a state updater runs.
  const update = (field: keyof VisitDraft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateVisit(draft);
    setErrors(found);
    setFormMessage(null);
    if (Object.keys(found).length > 0) return;
    saveVisit.mutate(
      {
        params: { id: customer.id },
        idempotencyKey,
        label: `Visita ${toName(customer.company_name)} del ${formatDate(draft.date_visit)}`,
        body: {
          date_visit: draft.date_visit,
          notes: draft.notes.trim(),
          user_id: session.data?.user.id,
          profile_external_id: profileExternalId,
          customer_id: customer.id,
          customer_external_id: customer.external_id,
        },
      },
      {
        onSuccess: (outcome) => {
          notifySuccess(outcome === 'sent' ? 'Visita salvata correttamente' : VISIT_QUEUED);
          onSaved();
        },
        // The server's field errors go on the fields; anything else once, above the form (no notice too).
        onError: (error) => {
          const mapped = formErrorsFrom(error, ['date_visit', 'notes']);
          setErrors(mapped.fields);
          setFormMessage(mapped.message);
        },
      },
    );
  }

  return (
    // Mantine's default error red is below AA contrast on white; a darker shade for this form's messages.
    <form onSubmit={submit} noValidate aria-label="Nuova visita">
      <Stack>
        {reopened && (
          <Alert color="yellow" title="Visita non registrata dal server" data-testid="reopened-reason">
            {reopened.reason}
          </Alert>
        )}
        {formMessage && (
          <Alert color="red" role="alert" title="Salvataggio non riuscito">
            {formMessage}
          </Alert>
        )}
        <ItalianDateInput
          label="Data della visita"
          required
          value={draft.date_visit || null}
          onChange={(value) => update('date_visit', value ?? '')}
          // Lets the user empty the field; the form then says the date is required.
          allowDeselect
          // A visit is recorded once it happened (the server refuses a future date too). Today as the server counts
          // it: a device clock that is wrong neither offers a future date nor hides the real today.
          maxDate={businessToday()}
          error={errors.date_visit}
        />
        <Textarea
          label="Note"
          description="Almeno 5 caratteri"
          required
          autosize
          minRows={3}
          maxRows={10}
          value={draft.notes}
          onChange={(e) => update('notes', e.currentTarget.value)}
          error={errors.notes}
          // The date is already today's: the notes are what the user writes first (and no calendar pops up).
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" loading={saveVisit.isPending}>
            Salva visita
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
