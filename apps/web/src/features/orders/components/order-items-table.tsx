import { Table, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useOrderItems, type OrderItemsQuery } from '../api/get-order-items';

/** A dash for none, or the cascading pair as the cart shows it ('2+2'). */
function discounts(d1: number, d2: number): string {
  if (d1 === 0 && d2 === 0) return '—';
  return `${formatNumber(d1)}+${formatNumber(d2)}`;
}

/** An order's lines with each product's current price for the current customer's price list. */
export function OrderItemsTable({ query }: { query: OrderItemsQuery }) {
  const items = useOrderItems(query);
  if (items.isPending) return <LoadingState label="Caricamento prodotti…" />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => items.refetch()} />;
  if (items.data.items.length === 0) return <EmptyState>Nessun prodotto trovato nell&apos;ordine</EmptyState>;
  return (
    <Table striped verticalSpacing="xs" aria-label="Prodotti dell'ordine">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Codice</Table.Th>
          <Table.Th>Descrizione</Table.Th>
          <Table.Th ta="right">Quantità</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Prezzo
          </Table.Th>
          <Table.Th ta="right" visibleFrom="lg">
            Sconti
          </Table.Th>
          <Table.Th ta="right">Totale</Table.Th>
          <Table.Th ta="right" visibleFrom="md">
            Prezzo attuale
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.data.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.product_external_id}</Table.Td>
            <Table.Td>
              <Text size="sm">{item.description}</Text>
            </Table.Td>
            <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.price)}
            </Table.Td>
            <Table.Td ta="right" visibleFrom="lg">
              {discounts(item.discount_1, item.discount_2)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.total)}
            </Table.Td>
            <Table.Td ta="right" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
              {item.product?.current_price === null || item.product === null ? '—' : formatMoney(item.product.current_price)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
