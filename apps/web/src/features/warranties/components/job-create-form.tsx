import { Alert, Button, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { formatInteger } from '../../../lib/format';
import { parseItalianNumber } from '../../../lib/italian-number';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCheckJob } from '../api/check-job';
import { useWarrantyJobs } from '../api/get-warranty-jobs';
import { useWarrantyTypes } from '../api/get-warranty-types';
import { useStartJob } from '../api/start-job';

/** Spec §9: the count defaults to 10 until the server's batch_max arrives, then to batch_max. */
const INITIAL_COUNT = 10;

/** A whole number as typed, or null: '-7' or '1,5' are refused with a message, never read as 7 or 15. */
const parseWhole = (text: string, min: number, max: number, rangeMessage?: string) => parseItalianNumber(text, { min, max, decimals: 0, rangeMessage });
const valueOf = (parsed: ReturnType<typeof parseWhole>) => (parsed.ok ? parsed.value : null);
/** The message under a field: none while it is empty (the required mark says it), else why it is refused. */
const problemOf = (text: string, parsed: ReturnType<typeof parseWhole>) => (text.trim() === '' || parsed.ok ? undefined : parsed.message);

/**
 * 'Genera': year and batch (numeric, checked free by the server), type (default the first), count
 * (max batch_max), notes. Submit only once the check succeeded and a type is set; confirmation first.
 */
export function JobCreateForm({ onStarted }: { onStarted: () => void }) {
  const types = useWarrantyTypes();
  const jobs = useWarrantyJobs({ page: 1, search: '', type: '' }, { poll: false });
  const batchMax = jobs.data?.batch_max;
  const startJob = useStartJob();

  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [batch, setBatch] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  // null: untouched, so it follows the server's batch_max.
  const [count, setCount] = useState<string | null>(null);
  const [notes, setNotes] = useState('');

  const yearParsed = parseWhole(year, 2000, 2100);
  const batchParsed = parseWhole(batch, 1, 1_000_000);
  const [pair] = useDebouncedValue({ year: valueOf(yearParsed), batch: valueOf(batchParsed) }, 300);
  const check = useCheckJob(pair.year, pair.batch);
  const effectiveType = typeId ?? (types.data?.[0] ? String(types.data[0].id) : null);
  const effectiveCount = count ?? formatInteger(batchMax ?? INITIAL_COUNT);
  const maxCount = batchMax ?? INITIAL_COUNT;
  const countParsed = parseWhole(effectiveCount, 1, maxCount, `Indicare un numero di codici tra 1 e ${formatInteger(maxCount)}`);
  const countValue = valueOf(countParsed);
  const countOk = countValue !== null;
  const pairChecked = check.data?.success === true && check.data.year === valueOf(yearParsed) && check.data.batch === valueOf(batchParsed);
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
          { year: valueOf(yearParsed)!, batch: valueOf(batchParsed)!, type_id: Number(effectiveType), codes_count: countValue!, notes: notes || null },
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
          <TextInput label="Anno" value={year} onChange={(e) => setYear(e.currentTarget.value)} error={problemOf(year, yearParsed)} inputMode="numeric" autoComplete="off" required miw={140} />
          <TextInput label="Lotto" value={batch} onChange={(e) => setBatch(e.currentTarget.value)} error={problemOf(batch, batchParsed)} inputMode="numeric" autoComplete="off" required miw={140} />
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
        <TextInput
          label="Codici da generare"
          description={`Al massimo ${formatInteger(maxCount)} codici per lotto`}
          value={effectiveCount}
          onChange={(e) => setCount(e.currentTarget.value)}
          // What was typed stays as typed and is flagged: 0, '-5', '1,5' or more than the maximum.
          error={problemOf(effectiveCount, countParsed)}
          inputMode="numeric"
          autoComplete="off"
          required
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
