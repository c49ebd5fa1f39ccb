import { Badge, Button, Checkbox, FileInput, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TCommand } from '@portale/contract/jobs';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useExecuteCommand } from '../api/execute-command';
import { useSetSchedule } from '../api/set-schedule';
import { useUploadImportFile } from '../api/upload-import-file';
import { formatElapsed } from './format-elapsed';

/** One command: its arguments as inputs, options as checkboxes ('Prova' as a switch), last runs, run button. */
export function CommandCard({ command, onQueued }: { command: TCommand; onQueued: () => void }) {
  const [args, setArgs] = useState<Record<string, string>>(() => Object.fromEntries(command.arguments.map((a) => [a.name, a.value])));
  const [opts, setOpts] = useState<Record<string, boolean>>(() => Object.fromEntries(command.options.map((o) => [o.name, o.checked])));
  const [cron, setCron] = useState(command.schedule?.cron ?? '');
  const execute = useExecuteCommand();
  const upload = useUploadImportFile();
  const schedule = useSetSchedule();
  const isImport = command.kind === 'import';

  function run() {
    execute.mutate(
      { name: command.name, arguments: args, options: opts },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? 'Commando accodato correttamente');
          onQueued();
        },
        onError: notifyApiError,
      },
    );
  }

  function uploadFile(file: File | null) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (res) => {
        setArgs((a) => ({ ...a, file: res.file }));
        notifySuccess(res.message);
      },
      onError: notifyApiError,
    });
  }

  function saveSchedule() {
    schedule.mutate(
      { name: command.name, cron: cron.trim() || null, params: { arguments: args, options: opts } },
      { onSuccess: (res) => notifySuccess(res.message ?? 'Operazione eseguita correttamente'), onError: notifyApiError },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={`Comando ${command.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} ff="monospace">
              {command.name}
            </Text>
            <Text size="sm" c="dimmed">
              {command.description}
            </Text>
          </div>
          <Badge variant="light" color="gray" title="Priorità" style={{ flexShrink: 0 }}>
            Priorità {command.priority}
          </Badge>
        </Group>
        {isImport && (
          <FileInput
            label="Carica un file CSV"
            accept=".csv,.txt,text/csv"
            onChange={uploadFile}
            disabled={upload.isPending}
            clearable={false}
          />
        )}
        {command.arguments.map((a) => (
          <TextInput
            key={a.name}
            label={a.label ?? a.name}
            description={a.label ? a.name : undefined}
            required={a.required}
            value={args[a.name] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setArgs((s) => ({ ...s, [a.name]: value }));
            }}
          />
        ))}
        {command.options.map((o) =>
          o.name === 'dry-run' ? (
            <Switch
              key={o.name}
              label="Prova (non scrive nulla)"
              checked={opts[o.name] ?? false}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setOpts((s) => ({ ...s, [o.name]: checked }));
              }}
            />
          ) : (
            <Checkbox
              key={o.name}
              label={`${o.label ?? o.name} (--${o.name})`}
              checked={opts[o.name] ?? false}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setOpts((s) => ({ ...s, [o.name]: checked }));
              }}
            />
          ),
        )}
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Pianificazione (cron, ora italiana)"
            placeholder="es. 0 2 * * * (ogni notte alle 2)"
            value={cron}
            onChange={(e) => setCron(e.currentTarget.value)}
            style={{ flex: 1 }}
            description={command.schedule ? `Prossima esecuzione: ${formatDateTime(command.schedule.next_run_at)}` : undefined}
          />
          <Button variant="default" onClick={saveSchedule} loading={schedule.isPending}>
            Salva pianificazione
          </Button>
        </Group>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" fw={600}>
              Ultime esecuzioni
            </Text>
            {command.history.length === 0 ? (
              <Text size="xs" c="dimmed">
                Nessuna esecuzione
              </Text>
            ) : (
              command.history.map((h) => (
                <Text key={h.finished_at} size="xs" c={h.completed ? 'green.8' : 'red.8'}>
                  {formatDateTime(h.finished_at)} · {formatElapsed(h.elapsed_time)} · {h.completed ? 'completato' : 'non riuscito'}
                </Text>
              ))
            )}
          </div>
          <Button onClick={run} loading={execute.isPending}>
            {opts['dry-run'] ? 'Esegui prova' : 'Esegui'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
