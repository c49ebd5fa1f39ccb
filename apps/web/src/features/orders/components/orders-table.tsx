import { Anchor, Table, Text } from '@mantine/core';
import type { TOrder } from '@portale/contract/orders';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';

/** Orders of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function OrdersTable({ orders, detailHref }: { orders: TOrder[]; detailHref: (id: number) => string }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Ordini">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Numero</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th visibleFrom="lg">Agente</Table.Th>
          <Table.Th>Stato</Table.Th>
          <Table.Th visibleFrom="xl">Emesso</Table.Th>
          <Table.Th visibleFrom="xl">Elaborato</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Imponibile
          </Table.Th>
          <Table.Th ta="right">Totale</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={detailHref(order.id)} fw={600} size="sm" aria-label={`Dettagli ordine ${order.code}`}>
                {order.code}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.issue_date)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {order.customer.company_name}
              </Text>
              <Text size="xs" c="dimmed">
                {order.customer.external_id}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">{order.profile_external_id}</Table.Td>
            <Table.Td>
              <Text size="sm">{order.status?.name ?? '—'}</Text>
            </Table.Td>
            <Table.Td visibleFrom="xl">{order.issued ? 'Sì' : 'No'}</Table.Td>
            <Table.Td visibleFrom="xl">{order.processed ? 'Sì' : 'No'}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.total_net)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
