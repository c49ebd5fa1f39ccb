import { Divider, Group, Title } from '@mantine/core';
import type { TCurrentContext } from '@portale/contract/auth';
import type { TOrder, TReorderResponse } from '@portale/contract/orders';
import { ReorderButton } from './reorder-button';
import { OrderApprovalNotice } from './order-approval-notice';
import { DetailFields } from '../../../components/list-layout/detail-fields';
import { DetailPanel } from '../../../components/list-layout/detail-panel';
import { formatDate, formatMoney } from '../../../lib/format';
import { OrderItemsTable } from './order-items-table';
import { useActivateCustomer } from '../../../lib/session';

interface Props {
  id: number;
  /** The order's row from the current list page; undefined while it loads; null when a link points outside it. */
  order: TOrder | null | undefined;
  current: TCurrentContext | undefined;
  backHref: string;
  /** 'Riordina': puts the order's products into the cart (composed by the app layer). */
  onReorder: (answer: TReorderResponse) => Promise<void>;
}

export function OrderDetail({ id, order, current, backHref, onReorder }: Props) {
  const { activating, activateCustomer } = useActivateCustomer();
  const shippingPlace = order ? [order.shipping_zip_code, order.shipping_city].filter(Boolean).join(' ') : '';
  return (
    <DetailPanel
      title={order ? `Ordine ${order.code}` : 'Ordine'}
      backHref={backHref}
      document={order}
      current={current}
      activating={activating}
      onActivate={() => order && activateCustomer(order.profile_external_id, order.customer.id)}
    >
      {order?.approval && <OrderApprovalNotice orderId={order.id} approval={order.approval} onReorder={onReorder} />}
      {order && (
        <DetailFields
          fields={[
            { label: 'Data', value: formatDate(order.issue_date) },
            { label: 'Cliente', value: `${order.customer.external_id} — ${order.customer.company_name}` },
            { label: 'Agente', value: `${order.profile_external_id} — ${order.profile.company_name}` },
            { label: 'Stato', value: order.status?.name },
            { label: 'Emesso', value: order.issued ? 'Sì' : 'No' },
            { label: 'Elaborato', value: order.processed ? 'Sì' : 'No' },
            { label: 'Imponibile', value: formatMoney(order.total_net) },
            { label: 'Totale', value: formatMoney(order.total) },
            { label: 'Destinazione', value: [order.shipping_name, order.shipping_address, shippingPlace].filter(Boolean).join(', ') },
            { label: 'Note', value: order.notes },
            // Only portal orders sent from a saved quote name it, with the version they came from.
            ...(order.quote
              ? [{ label: 'Origine', value: `dal preventivo ${order.quote.id} v${order.quote.version}${order.quote.name ? ` – ${order.quote.name}` : ''}` }]
              : []),
          ]}
        />
      )}
      <Divider my="md" />
      <Group justify="space-between" mb="xs">
        <Title order={4} size="h5">
          Prodotti
        </Title>
        {order && <ReorderButton orderId={order.id} onReorder={onReorder} />}
      </Group>
      <OrderItemsTable query={{ id }} />
    </DetailPanel>
  );
}
