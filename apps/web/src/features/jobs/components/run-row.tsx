import { Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { getExportFileCall, getRunErrorsCall, type TCommandHistoryEntry, type TRowError } from '@portale/contract/jobs';
import { Fragment, useEffect, useState } from 'react';
import { callUrl } from '../../../lib/api-client';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { plural } from '../../../lib/plural';
import { useExecuteCommand } from '../api/execute-command';
import { formatElapsed } from './format-elapsed';
import { RunDetails } from './run-details';

const STATUS: Record<string, { label: string; color: string; background: string }> = {
  queued: { label: 'In coda', color: 'gray.8', background: 'transparent' },
  // The light variants' text colour (darkened in app.tsx) reads at 5:1 or more on its own light background.
  started: { label: 'In esecuzione', color: 'var(--mantine-color-yellow-light-color)', background: 'var(--mantine-color-yellow-light)' },
  completed: { label: 'Completato', color: 'var(--mantine-color-green-light-color)', background: 'var(--mantine-color-green-light)' },
  failed: { label: 'Non riuscito', color: 'var(--mantine-color-red-light-color)', background: 'var(--mantine-color-red-light)' },
  interrupted: { label: 'Interrotto', color: 'var(--mantine-color-red-light-color)', background: 'var(--mantine-color-red-light)' },
};

function paramsText(run: TCommandHistoryEntry) {
  const args = Object.entries(run.params.arguments).map(([k, v]) => `${k}=${v}`);
  const opts = Object.entries(run.params.options)
    .filter(([, v]) => v)
    .map(([k]) => `--${k}`);
  return [...args, ...opts].join(' ');
}

/**
 * A running run's elapsed time, ticking every second from the server's last figure: it keeps moving while the
 * server is busy (an import holding the database) and no clock difference with the server shows.
 */
function useTickingElapsed(run: TCommandHistoryEntry): number | null {
  const running = run.status === 'started';
  // Seconds counted here since the server's last figure; a new figure starts the count again.
  const [extra, setExtra] = useState({ since: run.elapsed_time, seconds: 0 });
  if (extra.since !== run.elapsed_time) setExtra({ since: run.elapsed_time, seconds: 0 });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setExtra((e) => ({ ...e, seconds: e.seconds + 1 })), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || run.elapsed_time === null) return run.elapsed_time;
  return Math.round(run.elapsed_time + extra.seconds);
}

/** One run: completed green, started-not-completed yellow, failed red; details with output and 'Riesegui'. */
export function RunRow({ run }: { run: TCommandHistoryEntry }) {
  const [open, setOpen] = useState(false);
  const execute = useExecuteCommand();
  const status = STATUS[run.status] ?? STATUS.queued;
  const output = run.output as { message?: string; errors?: TRowError[]; errors_count?: number; files?: string[] } | null;
  const { done, total, phase } = run.progress;
  const elapsed = useTickingElapsed(run);

  function rerun() {
    execute.mutate(
      { name: run.name, arguments: run.params.arguments, options: run.params.options },
      { onSuccess: (res) => notifySuccess(res.message ?? 'Comando accodato correttamente'), onError: notifyApiError },
    );
  }

  return (
    <Fragment>
      <Table.Tr style={{ background: status.background }} data-status={run.status} aria-label={`Esecuzione ${run.id} ${run.name}`}>
        <Table.Td data-label="Comando">
          <Text size="sm" ff="monospace">
            {run.name}
          </Text>
        </Table.Td>
        <Table.Td data-label="Parametri">
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {paramsText(run)}
          </Text>
        </Table.Td>
        <Table.Td data-label="Creato">{formatDateTime(run.created_at)}</Table.Td>
        <Table.Td data-label="Avviato">{formatDateTime(run.started_at)}</Table.Td>
        <Table.Td data-label="Terminato">{formatDateTime(run.finished_at)}</Table.Td>
        <Table.Td data-label="Durata">{formatElapsed(elapsed)}</Table.Td>
        <Table.Td data-label="Esito" miw={180}>
          {run.status === 'started' ? (
            <Stack gap={2}>
              <Progress
                value={total ? Math.min(100, (done / total) * 100) : 100}
                animated
                striped={!total}
                aria-label={`Avanzamento ${run.name}`}
              />
              {phase && (
                <Text size="xs" fw={700} data-testid="run-phase">
                  {phase}
                </Text>
              )}
              <Text size="xs" aria-live="polite">
                {formatInteger(done)}
                {total ? ` / ${formatInteger(total)}` : ''} {plural(total || done, 'riga', 'righe')} · {formatElapsed(elapsed)}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" fw={700} data-color={status.color}>
              {status.label}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="default" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? 'Nascondi' : 'Dettagli'}
            </Button>
            <Button size="compact-xs" variant="default" onClick={rerun} loading={execute.isPending} disabled={run.status === 'queued' || run.status === 'started'}>
              Riesegui
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {(open || run.error || output?.message) && (
        <Table.Tr style={{ background: status.background }}>
          <Table.Td colSpan={8}>
            <Stack gap={4} w="100%" miw={0} style={{ textAlign: 'left' }}>
              {output?.message && <Text size="sm">{output.message}</Text>}
              {run.error && run.error !== output?.message && (
                <Text size="sm" c="red.9" fw={600}>
                  {run.error}
                </Text>
              )}
              {open && (
                <>
                  {/* Inside the stacked queue (a tablet) these rows stack too: their cells carry the column names. */}
                  {output?.errors && output.errors.length > 0 && (
                    <Table withTableBorder fz="xs" aria-label="Righe rifiutate">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Riga</Table.Th>
                          <Table.Th>Campo</Table.Th>
                          <Table.Th>Errore</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {output.errors.map((e, i) => (
                          <Table.Tr key={i}>
                            <Table.Td data-label="Riga">{e.line}</Table.Td>
                            <Table.Td data-label="Campo">{e.field}</Table.Td>
                            <Table.Td data-label="Errore">{e.reason}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                  {/* orders:export: the files it wrote, to check what the ERP receives (issue 22). */}
                  {output?.files && output.files.length > 0 && (
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">File esportati:</Text>
                      {output.files.map((name) => (
                        <Anchor key={name} href={callUrl(getExportFileCall, { params: { name } })} size="sm">
                          {name}
                        </Anchor>
                      ))}
                    </Group>
                  )}
                  {run.has_errors_file && (
                    <Anchor href={callUrl(getRunErrorsCall, { params: { id: run.id } })} size="sm">
                      Scarica tutti gli errori ({formatInteger(output?.errors_count ?? 0)}) in CSV
                    </Anchor>
                  )}
                  <RunDetails params={run.params} output={run.output} />
                </>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
