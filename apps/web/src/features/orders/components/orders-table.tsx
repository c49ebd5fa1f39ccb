import { Text } from '@mantine/core';
import type { TOrder } from '@portale/contract/orders';
import { CustomerName } from '../../../components/list-layout/customer-name';
import { DetailLink } from '../../../components/list-layout/detail-link';
import { DocumentTable } from '../../../components/list-layout/document-table';
import { formatDate, formatMoney } from '../../../lib/format';

/** Orders of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function OrdersTable({ orders, detailHref }: { orders: TOrder[]; detailHref: (id: number) => string }) {
  return (
    <DocumentTable
      label="Ordini"
      rows={orders}
      highlightOnHover
      columns={[
        {
          header: 'Numero',
          nowrap: true,
          cell: (order) => (
            <DetailLink to={detailHref(order.id)} label={`Dettagli ordine ${order.code}`}>
              {order.code}
            </DetailLink>
          ),
        },
        { header: 'Data', nowrap: true, cell: (order) => formatDate(order.issue_date) },
        { header: 'Cliente', cell: (order) => <CustomerName name={order.customer.company_name} code={order.customer.external_id} /> },
        { header: 'Agente', visibleFrom: 'lg', cell: (order) => order.profile_external_id },
        { header: 'Stato', cell: (order) => <Text size="sm">{order.status?.name ?? '—'}</Text> },
        { header: 'Emesso', visibleFrom: 'xl', cell: (order) => (order.issued ? 'Sì' : 'No') },
        { header: 'Elaborato', visibleFrom: 'xl', cell: (order) => (order.processed ? 'Sì' : 'No') },
        { header: 'Imponibile', ta: 'right', visibleFrom: 'sm', nowrap: true, cell: (order) => formatMoney(order.total_net) },
        { header: 'Totale', ta: 'right', nowrap: true, cell: (order) => formatMoney(order.total) },
      ]}
    />
  );
}
