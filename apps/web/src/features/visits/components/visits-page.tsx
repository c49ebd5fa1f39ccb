import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ListFilters } from '../../../components/list-layout/list-filters';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { ListResults } from '../../../components/list-layout/list-results';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useSession } from '../../auth/api/get-current';
import { useVisitIndex } from '../api/get-visit-index';
import { VisitsTable } from './visits-table';

/** Customer visits on the shared list layout (spec §2). */
export function VisitsPage() {
  const session = useSession();
  const list = useListParams(session.data?.current);
  const { params } = list;
  const visits = useVisitIndex(params);

  return (
    <ListLayout
      title="Visite"
      isAdmin={session.data?.user.role === 'admin'}
      ownProfiles={session.data?.user.profiles ?? []}
      selectedProfile={params.profile}
      onSelectProfile={list.selectProfile}
    >
      <Stack gap="md">
        <ListFilters
          // Remounting on a URL change (back/forward) drops a stale draft.
          key={`${params.search}|${params.from}|${params.to}`}
          value={params}
          onApply={list.applyFilters}
          searchPlaceholder="Cliente, codice cliente o note"
        />
        {params.profile === null ? (
          <Paper withBorder>
            <EmptyState>Nessuna visita da visualizzare</EmptyState>
          </Paper>
        ) : (
          <ListResults query={{ ...visits, data: visits.data?.visits }} emptyText="Nessuna visita da visualizzare" onPage={list.setPage}>
            {(rows) => <VisitsTable visits={rows} />}
          </ListResults>
        )}
      </Stack>
    </ListLayout>
  );
}
