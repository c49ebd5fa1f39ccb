import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ListFilters } from '../../../components/list-layout/list-filters';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { ListResults } from '../../../components/list-layout/list-results';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useSession } from '../../auth/api/get-current';
import { useProfileOrders } from '../api/get-profile-orders';
import { useStatusList } from '../api/get-status-list';
import { OrderDetail } from './order-detail';
import { OrdersTable } from './orders-table';

/** Orders list and detail on the shared list layout (spec §2). */
export function OrdersPage() {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const { params } = list;
  const orders = useProfileOrders(params);
  const statuses = useStatusList();
  const statusOptions = statuses.data?.status.map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <ListLayout
      title="Ordini"
      isAdmin={session.data?.user.role === 'admin'}
      ownProfiles={session.data?.user.profiles ?? []}
      selectedProfile={params.profile}
      onSelectProfile={list.selectProfile}
    >
      {params.id !== null && params.profile !== null ? (
        <OrderDetail
          id={params.id}
          order={orders.isPending ? undefined : (orders.data?.orders.data.find((o) => o.id === params.id) ?? null)}
          current={current}
          backHref={list.listHref}
        />
      ) : (
        <Stack gap="md">
          <ListFilters
            // Remounting on a URL change (back/forward) or when statuses arrive drops a stale draft.
            key={`${params.search}|${params.status}|${params.from}|${params.to}|${statusOptions ? 1 : 0}`}
            value={params}
            onApply={list.applyFilters}
            statuses={statusOptions ?? []}
          />
          {params.profile === null ? (
            <Paper withBorder>
              <EmptyState>Selezionare un codice agente per visualizzare gli ordini</EmptyState>
            </Paper>
          ) : (
            <ListResults
              query={{ ...orders, data: orders.data?.orders }}
              totals={orders.data ? { net: orders.data.total_net, vat: orders.data.total_vat } : undefined}
              emptyText="Nessun ordine trovato"
              onPage={list.setPage}
            >
              {(rows) => <OrdersTable orders={rows} detailHref={list.detailHref} />}
            </ListResults>
          )}
        </Stack>
      )}
    </ListLayout>
  );
}
