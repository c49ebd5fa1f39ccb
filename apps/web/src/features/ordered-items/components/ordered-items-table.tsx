import { Anchor, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { ZOrderedItem } from '@portale/contract/orders';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';

type TOrderedItem = z.infer<typeof ZOrderedItem>;

/** The orders list filtered on this order's code, under its agent code: where its detail is one click away. */
function orderHref(item: TOrderedItem): string {
  return `/ordini?${new URLSearchParams({ profile: item.order.profile_external_id, search: item.order.code }).toString()}`;
}

/** Ordered products of one page; secondary columns give way on narrow screens. */
export function OrderedItemsTable({ items }: { items: TOrderedItem[] }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Prodotti ordinati">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Prodotto</Table.Th>
          <Table.Th>Ordine</Table.Th>
          <Table.Th visibleFrom="sm">Cliente</Table.Th>
          <Table.Th ta="right">Quantità</Table.Th>
          <Table.Th ta="right" visibleFrom="lg">
            Prezzo
          </Table.Th>
          <Table.Th ta="right">Totale</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {item.product_external_id}
              </Text>
              <Text size="xs" lineClamp={2}>
                {item.description}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={orderHref(item)} size="sm" aria-label={`Apri l'ordine ${item.order.code}`}>
                {item.order.code}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(item.order.issue_date)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" lineClamp={2}>
                {item.order.customer.company_name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.order.customer.external_id}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
            <Table.Td ta="right" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.price)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
