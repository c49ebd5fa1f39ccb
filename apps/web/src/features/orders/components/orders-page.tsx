import type { TReorderResponse } from '@portale/contract/orders';
import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useProfileOrders } from '../api/get-profile-orders';
import { useStatusList } from '../api/get-status-list';
import { OrderDetail } from './order-detail';
import { OrdersTable } from './orders-table';
import { useSession } from '../../../lib/session';

/** Orders list and detail on the shared list layout (spec §2). */
export function OrdersPage({ onReorder }: { onReorder: (answer: TReorderResponse) => Promise<void> }) {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const orders = useProfileOrders(list.params);
  const statuses = useStatusList();

  return (
    <DocumentListPage
      title="Ordini"
      user={session.data?.user}
      list={list}
      query={orders}
      paged={orders.data?.orders}
      totals={orders.data ? { net: orders.data.total_net, vat: orders.data.total_vat } : undefined}
      placeholder="Selezionare un codice agente per visualizzare gli ordini"
      emptyText="Nessun ordine trovato"
      statusFilter={{ options: statuses.data?.status.map((s) => ({ value: String(s.id), label: s.name })) }}
      renderTable={(rows) => <OrdersTable orders={rows} detailHref={list.detailHref} />}
      renderDetail={(id, order) => <OrderDetail id={id} order={order} current={current} backHref={list.listHref} onReorder={onReorder} />}
    />
  );
}
