import { Button, Drawer, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TCommand } from '@portale/contract/jobs';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StackedTable } from '../../../components/stacked-table';
import { formatDateTime } from '../../../lib/format';
import { useCommands } from '../api/get-commands';
import { CommandPanel, initialDraft, type CommandDraft } from './command-panel';

/**
 * The registry as a compact list, by ascending priority (as the server orders it): what each command does,
 * when it last ran and when it runs next. 'Esegui' opens the command's panel (file, arguments, 'Prova',
 * schedule), so nothing runs from a single stray click; what was set there stays until the screen is left.
 */
export function CommandsTab({ onQueued }: { onQueued: () => void }) {
  const commands = useCommands();
  const [chosen, setChosen] = useState<string | null>(null);
  // A file uploaded for a dry run is still there for the real run: drafts outlive the panel.
  const [drafts, setDrafts] = useState<Record<string, CommandDraft>>({});
  const queued = useRef(false);
  if (commands.isPending) return <LoadingState label="Caricamento comandi…" />;
  if (commands.isError) return <ErrorState error={commands.error} onRetry={() => commands.refetch()} />;
  if (!commands.data.commands.length) return <EmptyState>Nessun comando</EmptyState>;
  const command = commands.data.commands.find((c) => c.name === chosen);
  return (
    <>
      {/* On a phone, one compact card per command (issue 55, point 13: the stacked table made the screen 4,800 px tall). */}
      <Stack gap="xs" hiddenFrom="xs" data-testid="command-cards">
        {commands.data.commands.map((c) => (
          <Paper key={c.name} withBorder p="xs" data-command={c.name} component="article" aria-label={c.name}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Text>
              <Button size="compact-sm" onClick={() => setChosen(c.name)} aria-label={`Esegui ${c.name}`}>
                Esegui
              </Button>
            </Group>
            <Text size="xs">{c.description}</Text>
            <Group gap={4} wrap="wrap">
              <Text size="xs">Ultima:</Text>
              <LastRun command={c} size="xs" />
              <Text size="xs">· Prossima: {c.schedule ? formatDateTime(c.schedule.next_run_at) : 'non pianificata'}</Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Paper withBorder visibleFrom="xs">
        <StackedTable stackBelow="md" verticalSpacing="xs" aria-label="Comandi">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Comando</Table.Th>
              <Table.Th>Descrizione</Table.Th>
              <Table.Th>Ultima esecuzione</Table.Th>
              <Table.Th>Prossima esecuzione</Table.Th>
              <Table.Th>
                <VisuallyHidden>Azioni</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {commands.data.commands.map((c) => (
              <Table.Tr key={c.name} data-command={c.name}>
                <Table.Td data-label="Comando">
                  <Text size="sm" fw={600} ff="monospace">
                    {c.name}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Descrizione">
                  <Text size="sm">{c.description}</Text>
                </Table.Td>
                <Table.Td data-label="Ultima esecuzione">
                  <LastRun command={c} />
                </Table.Td>
                <Table.Td data-label="Prossima esecuzione">
                  <Text size="sm">{c.schedule ? formatDateTime(c.schedule.next_run_at) : 'Non pianificato'}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Button size="compact-sm" onClick={() => setChosen(c.name)} aria-label={`Esegui ${c.name}`}>
                    Esegui
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      </Paper>
      <Drawer
        opened={command !== undefined}
        onClose={() => setChosen(null)}
        position="right"
        size="lg"
        title={command ? `Esegui ${command.name}` : ''}
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
        // The queue opens once the panel has closed: hiding this tab mid-transition leaves its overlay behind.
        onExitTransitionEnd={() => {
          if (queued.current) onQueued();
          queued.current = false;
        }}
      >
        {command && (
          <CommandPanel
            key={command.name}
            command={command}
            draft={drafts[command.name] ?? initialDraft(command)}
            onDraft={(change) => setDrafts((all) => ({ ...all, [command.name]: change(all[command.name] ?? initialDraft(command)) }))}
            onQueued={() => {
              queued.current = true;
              setChosen(null);
            }}
          />
        )}
      </Drawer>
    </>
  );
}

/** 'completato' or 'non riuscito' with its date, in colours that read at AA contrast on white. */
function LastRun({ command, size = 'sm' }: { command: TCommand; size?: 'sm' | 'xs' }) {
  const last = command.history[0];
  if (!last) return <Text size={size}>Mai eseguito</Text>;
  return (
    <Text size={size} c={last.completed ? 'var(--mantine-color-green-light-color)' : 'red.9'}>
      {formatDateTime(last.finished_at)} · {last.completed ? 'completato' : 'non riuscito'}
    </Text>
  );
}
