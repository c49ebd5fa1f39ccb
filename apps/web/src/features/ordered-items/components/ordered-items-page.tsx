import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ListFilters } from '../../../components/list-layout/list-filters';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { ListResults } from '../../../components/list-layout/list-results';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useSession } from '../../auth/api/get-current';
import { useProfileOrderedItems } from '../api/get-profile-ordered-items';
import { OrderedItemsTable } from './ordered-items-table';

/** Ordered products on the shared list layout (spec §2); each row links to its order. */
export function OrderedItemsPage() {
  const session = useSession();
  const list = useListParams(session.data?.current);
  const { params } = list;
  const items = useProfileOrderedItems(params);

  return (
    <ListLayout
      title="Prodotti ordinati"
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
          searchPlaceholder="Prodotto, ordine o cliente"
        />
        {params.profile === null ? (
          <Paper withBorder>
            <EmptyState>Nessun prodotto da visualizzare</EmptyState>
          </Paper>
        ) : (
          <ListResults query={{ ...items, data: items.data?.order_items }} emptyText="Nessun prodotto da visualizzare" onPage={list.setPage}>
            {(rows) => <OrderedItemsTable items={rows} />}
          </ListResults>
        )}
      </Stack>
    </ListLayout>
  );
}
