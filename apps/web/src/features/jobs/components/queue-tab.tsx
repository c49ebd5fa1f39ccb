import { Paper, Table } from '@mantine/core';
import { StackedTable } from '../../../components/stacked-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PaginationBar } from '../../../components/pagination-bar';
import { useQueue } from '../api/get-queue';
import { RunRow } from './run-row';

/** The queue history, paged; rows coloured by outcome, live progress while a run is going. */
export function QueueTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const queue = useQueue(page);
  if (queue.isPending) return <LoadingState label="Caricamento coda…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => queue.refetch()} />;
  const history = queue.data.commands_history;
  if (!history.data.length) return <EmptyState>Nessun comando in coda</EmptyState>;
  return (
    <Paper withBorder>
      {/* Below 896px of table width (a 768 tablet) each run stacks as label/value lines: no sideways scroll. */}
      <StackedTable stackBelow="lg" verticalSpacing="xs" aria-label="Coda dei comandi">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Comando</Table.Th>
            <Table.Th>Parametri</Table.Th>
            <Table.Th>Creato</Table.Th>
            <Table.Th>Avviato</Table.Th>
            <Table.Th>Terminato</Table.Th>
            <Table.Th>Durata</Table.Th>
            <Table.Th>Esito</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </Table.Tbody>
      </StackedTable>
      <Paper px="md" pb="md">
        <PaginationBar page={history.current_page} lastPage={history.last_page} total={history.total} onChange={onPage} itemsLabel="esecuzioni" />
      </Paper>
    </Paper>
  );
}
