import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { formatInteger } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCheckJob } from '../api/check-job';
import { useWarrantyJobs } from '../api/get-warranty-jobs';
import { useWarrantyTypes } from '../api/get-warranty-types';
import { useStartJob } from '../api/start-job';

/** Spec §9: the count defaults to 10 until the server's batch_max arrives, then to batch_max. */
const INITIAL_COUNT = 10;

const wholeNumber = (v: string | number) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * 'Genera': year and batch (numeric, checked free by the server), type (default the first), count
 * (max batch_max), notes. Submit only once the check succeeded and a type is set; confirmation first.
 */
export function JobCreateForm({ onStarted }: { onStarted: () => void }) {
  const types = useWarrantyTypes();
  const jobs = useWarrantyJobs({ page: 1, search: '', type: '' }, { poll: false });
  const batchMax = jobs.data?.batch_max;
  const startJob = useStartJob();

  const [year, setYear] = useState<string | number>(new Date().getFullYear());
  const [batch, setBatch] = useState<string | number>('');
  const [typeId, setTypeId] = useState<string | null>(null);
  // null: untouched, so it follows the server's batch_max.
  const [count, setCount] = useState<string | number | null>(null);
  const [notes, setNotes] = useState('');

  const [pair] = useDebouncedValue({ year: wholeNumber(year), batch: wholeNumber(batch) }, 300);
  const check = useCheckJob(pair.year, pair.batch);
  const effectiveType = typeId ?? (types.data?.[0] ? String(types.data[0].id) : null);
  const effectiveCount = count ?? batchMax ?? INITIAL_COUNT;
  const countValue = wholeNumber(effectiveCount);
  const countOk = countValue !== null && countValue >= 1 && countValue <= (batchMax ?? INITIAL_COUNT);
  const pairChecked = check.data?.success === true && check.data.year === wholeNumber(year) && check.data.batch === wholeNumber(batch);
  const canSubmit = pairChecked && effectiveType !== null && countOk && !startJob.isPending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    confirmAction({
      // The spec's question as the title; the message states what will happen (issue 22).
      title: 'Procedere con la creazione dei codici?',
      message: `Generare ${formatInteger(countValue!)} ${countValue === 1 ? 'codice' : 'codici'} per il lotto ${year}/${batch}?`,
      confirmLabel: 'Genera',
      onConfirm: () =>
        startJob.mutate(
          { year: Number(year), batch: Number(batch), type_id: Number(effectiveType), codes_count: countValue!, notes: notes || null },
          {
            onSuccess: (answer) => {
              notifySuccess(answer.message || 'Operazione conclusa correttamente');
              setBatch('');
              onStarted();
            },
            onError: notifyApiError,
          },
        ),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label="Anno" value={year} onChange={setYear} allowDecimal={false} allowNegative={false} min={2000} max={2100} required miw={140} />
          <NumberInput label="Lotto" value={batch} onChange={setBatch} allowDecimal={false} allowNegative={false} min={1} required miw={140} />
        </Group>
        <CheckResult loading={check.isFetching} checked={pair.year !== null && pair.batch !== null} answer={check.data} error={check.error} />
        <Select
          label="Tipo di garanzia"
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={effectiveType}
          onChange={setTypeId}
          allowDeselect={false}
          required
          disabled={!types.data}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label="Codici da generare"
          description={`Al massimo ${formatInteger(batchMax ?? INITIAL_COUNT)} codici per lotto`}
          value={effectiveCount}
          onChange={setCount}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={batchMax ?? INITIAL_COUNT}
          // No silent clamping: 0 or more than the maximum stays as typed and is flagged.
          clampBehavior="none"
          error={countValue === null ? undefined : countOk ? undefined : `Indicare un numero di codici tra 1 e ${formatInteger(batchMax ?? INITIAL_COUNT)}`}
          required
          thousandSeparator="."
          decimalSeparator=","
        />
        <Textarea label="Note" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={2} maxLength={500} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSubmit} loading={startJob.isPending}>
            Genera codici
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CheckResult({ loading, checked, answer, error }: { loading: boolean; checked: boolean; answer?: { success: boolean; message?: string }; error: unknown }) {
  if (!checked) return <Text size="sm" c="dimmed">Indicare anno e lotto numerici: il server verifica che il lotto sia libero.</Text>;
  if (loading && !answer) return <Group gap="xs"><Loader size="xs" /><Text size="sm">Verifica del lotto…</Text></Group>;
  if (error) return <Alert color="red" role="alert">{error instanceof Error ? error.message : 'Verifica non riuscita'}</Alert>;
  if (!answer) return null;
  return answer.success ? (
    <Text size="sm" c="teal.9" role="status">Lotto disponibile</Text>
  ) : (
    <Text size="sm" c="red.9" role="alert">{answer.message ?? 'Lotto già utilizzato'}</Text>
  );
}
