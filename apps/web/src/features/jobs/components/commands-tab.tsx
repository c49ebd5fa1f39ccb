import { SimpleGrid } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useCommands } from '../api/get-commands';
import { CommandCard } from './command-card';

/** The registry, by ascending priority (as the server orders it). */
export function CommandsTab({ onQueued }: { onQueued: () => void }) {
  const commands = useCommands();
  if (commands.isPending) return <LoadingState label="Caricamento comandi…" />;
  if (commands.isError) return <ErrorState error={commands.error} onRetry={() => commands.refetch()} />;
  if (!commands.data.commands.length) return <EmptyState>Nessun comando</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {commands.data.commands.map((c) => (
        <CommandCard key={c.name} command={c} onQueued={onQueued} />
      ))}
    </SimpleGrid>
  );
}
