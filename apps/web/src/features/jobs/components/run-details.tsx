import { List, Text } from '@mantine/core';
import type { TCommandHistoryEntry } from '@portale/contract/jobs';
import { formatInteger } from '../../../lib/format';
import { onFirstUse } from '@portale/contract/on-first-use';

/** Captions of the arguments and options runs take, as the command forms name them. */
const PARAM_LABELS: Record<string, string> = { file: 'File', job_id: 'Lavoro', days: 'Giorni', folder: 'Cartella', 'dry-run': 'Prova' };

/** Captions of the figures runs write (imports, orders:export, warranties, maintenance). */
const OUTPUT_LABELS: Record<string, string> = {
  dry_run: 'Prova',
  rows: 'Righe lette',
  created: 'Create',
  updated: 'Modificate',
  unchanged: 'Invariate',
  refused: 'Rifiutate',
  skipped: 'Saltate',
  errors_count: 'Errori',
  encoding: 'Codifica',
  exported: 'Ordini esportati',
  recovered: 'Recuperati',
  purged: 'File eliminati',
  job_id: 'Lavoro',
  generated: 'Codici generati',
  deleted: 'Eliminati',
  removed: 'Rimosse',
};
/** Shown elsewhere in the row (message, refused rows, files) or below (timings). */
const SHOWN_ELSEWHERE = new Set(['message', 'failed', 'errors', 'files', 'failures', 'timings']);
const TIMING_LABELS: Record<string, string> = { read_ms: 'Lettura', check_ms: 'Controllo', apply_ms: 'Scrittura' };

const seconds = onFirstUse(() => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

function shown(value: unknown): string {
  if (value === true) return 'sì';
  if (value === false) return 'no';
  if (typeof value === 'number') return formatInteger(value);
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** 'Lettura 1,3 s · Controllo 0,1 s': where the run's time went. */
function describeTimings(timings: unknown): string | null {
  if (!timings || typeof timings !== 'object') return null;
  const parts = Object.entries(timings as Record<string, unknown>)
    .filter(([, ms]) => typeof ms === 'number' && ms > 0)
    .map(([key, ms]) => `${TIMING_LABELS[key] ?? key} ${seconds().format((ms as number) / 1000)} s`);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * A run's 'Dettagli' (issue 55, point 26): what it was given and what it counted, in Italian, as text that wraps on a
 * phone — never the raw JSON with its English keys.
 */
export function RunDetails({ params, output }: Pick<TCommandHistoryEntry, 'params' | 'output'>) {
  const lines = [
    ...Object.entries(params.arguments).map(([name, value]) => `${PARAM_LABELS[name] ?? name}: ${value}`),
    ...Object.entries(params.options).map(([name, on]) => `${PARAM_LABELS[name] ?? name}: ${on ? 'sì' : 'no'}`),
    ...Object.entries(output ?? {})
      .filter(([key]) => !SHOWN_ELSEWHERE.has(key) && !(key === 'dry_run' && 'dry-run' in params.options))
      .map(([key, value]) => `${OUTPUT_LABELS[key] ?? key}: ${shown(value)}`),
  ];
  const timings = describeTimings(output?.timings);
  return (
    <div data-testid="run-details" style={{ overflowWrap: 'anywhere' }}>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {timings && (
        <Text size="sm" mt={4}>
          Tempi: {timings}
        </Text>
      )}
    </div>
  );
}
