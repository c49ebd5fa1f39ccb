import { Button, Checkbox, Divider, FileInput, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TCommand, TCommandParams } from '@portale/contract/jobs';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useExecuteCommand } from '../api/execute-command';
import { useSetSchedule } from '../api/set-schedule';
import { useUploadImportFile } from '../api/upload-import-file';
import { formatElapsed } from './format-elapsed';

/** What the admin has set for a command (file, arguments, options): kept while the screen is open. */
export interface CommandDraft {
  args: Record<string, string>;
  opts: Record<string, boolean>;
}

/** The command's defaults, as the server offers them. */
export function initialDraft(command: TCommand): CommandDraft {
  return {
    args: Object.fromEntries(command.arguments.map((a) => [a.name, a.value])),
    opts: Object.fromEntries(command.options.map((o) => [o.name, o.checked])),
  };
}

/**
 * The chosen command's panel: the file to import, its arguments and options ('Prova' as a switch) with their
 * Italian captions, 'Esegui', the schedule and the last runs.
 */
interface Props {
  command: TCommand;
  draft: CommandDraft;
  /** Changes the draft from its latest state (an upload answers after other changes may have been made). */
  onDraft: (change: (draft: CommandDraft) => CommandDraft) => void;
  onQueued: () => void;
}

export function CommandPanel({ command, draft, onDraft, onQueued }: Props) {
  const { args, opts } = draft;
  const setArgs = (change: (a: Record<string, string>) => Record<string, string>) => onDraft((d) => ({ ...d, args: change(d.args) }));
  const setOpts = (change: (o: Record<string, boolean>) => Record<string, boolean>) => onDraft((d) => ({ ...d, opts: change(d.opts) }));
  const [cron, setCron] = useState(command.schedule?.cron ?? '');
  // What the schedule's runs use: the saved schedule's own file and options, so saving a new time keeps them; the
  // form's values only when the admin takes them ('Usa file e opzioni del modulo') or when nothing is scheduled yet.
  const [scheduleParams, setScheduleParams] = useState<TCommandParams | null>(command.schedule?.params ?? null);
  const execute = useExecuteCommand();
  const upload = useUploadImportFile();
  const schedule = useSetSchedule();
  const isImport = command.kind === 'import';

  function run() {
    execute.mutate(
      { name: command.name, arguments: args, options: opts },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? 'Comando accodato correttamente');
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
    const params = scheduleParams ?? { arguments: args, options: opts };
    const cronText = cron.trim() || null;
    schedule.mutate(
      { name: command.name, cron: cronText, params },
      {
        onSuccess: (res) => {
          setScheduleParams(cronText ? params : null);
          notifySuccess(res.message ?? 'Operazione eseguita correttamente');
        },
        onError: notifyApiError,
      },
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{command.description}</Text>
      {isImport && (
        <FileInput label="Carica un file CSV" accept=".csv,.txt,text/csv" onChange={uploadFile} disabled={upload.isPending} clearable={false} />
      )}
      {command.arguments.map((a) => (
        <TextInput
          key={a.name}
          label={a.label}
          required={a.required}
          value={args[a.name] ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setArgs((s) => ({ ...s, [a.name]: value }));
          }}
        />
      ))}
      {command.options.map((o) => {
        // 'Prova' is a switch (a mode of the run); the other options are checkboxes.
        const Toggle = o.name === 'dry-run' ? Switch : Checkbox;
        return (
          <Toggle
            key={o.name}
            label={o.label}
            checked={opts[o.name] ?? false}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setOpts((s) => ({ ...s, [o.name]: checked }));
            }}
          />
        );
      })}
      <Group justify="flex-end">
        <Button onClick={run} loading={execute.isPending}>
          {opts['dry-run'] ? 'Esegui prova' : 'Esegui'}
        </Button>
      </Group>
      <Divider label="Pianificazione" labelPosition="left" />
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Pianificazione (cron, ora italiana)"
          placeholder="es. 0 2 * * * (ogni notte alle 2)"
          value={cron}
          onChange={(e) => setCron(e.currentTarget.value)}
          style={{ flex: 1 }}
          description={command.schedule ? `Prossima esecuzione: ${formatDateTime(command.schedule.next_run_at)}` : 'Vuoto: nessuna esecuzione pianificata'}
        />
        <Button variant="default" onClick={saveSchedule} loading={schedule.isPending}>
          Salva pianificazione
        </Button>
      </Group>
      {scheduleParams && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Le esecuzioni pianificate usano: {describeParams(command, scheduleParams)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setScheduleParams({ arguments: args, options: opts })}>
            Usa file e opzioni del modulo
          </Button>
        </Group>
      )}
      <Divider label="Ultime esecuzioni" labelPosition="left" />
      {command.history.length === 0 ? (
        <Text size="sm">Nessuna esecuzione</Text>
      ) : (
        command.history.map((h) => (
          <Text key={h.finished_at} size="sm" c={h.completed ? 'var(--mantine-color-green-light-color)' : 'red.9'}>
            {formatDateTime(h.finished_at)} · {formatElapsed(h.elapsed_time)} · {h.completed ? 'completato' : 'non riuscito'}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** 'File: clienti.csv · Prova: sì': the arguments given and every option, by their captions. */
function describeParams(command: TCommand, params: TCommandParams): string {
  const parts = [
    ...command.arguments.filter((a) => params.arguments[a.name]).map((a) => `${a.label}: ${params.arguments[a.name]}`),
    ...command.options.map((o) => `${o.label}: ${params.options[o.name] ? 'sì' : 'no'}`),
  ];
  return parts.length ? parts.join(' · ') : 'nessun file né opzione';
}
