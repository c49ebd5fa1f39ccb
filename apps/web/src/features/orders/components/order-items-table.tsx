import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { DocumentLines } from '../../../components/list-layout/document-lines';
import { formatMoney } from '../../../lib/format';
import { useOrderItems, type OrderItemsQuery } from '../api/get-order-items';

/** An order's lines (with the agent's line notes) and each product's current price for the order's customer. */
export function OrderItemsTable({ query }: { query: OrderItemsQuery }) {
  const items = useOrderItems(query);
  if (items.isPending) return <LoadingState label="Caricamento prodotti…" />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => items.refetch()} />;
  if (items.data.items.length === 0) return <EmptyState>Nessun prodotto trovato nell&apos;ordine</EmptyState>;
  return (
    <DocumentLines
      label="Prodotti dell'ordine"
      lines={items.data.items}
      priced
      extra={[
        {
          header: 'Prezzo attuale',
          cell: (item) => (item.product === null || item.product.current_price === null ? '—' : formatMoney(item.product.current_price)),
        },
      ]}
    />
  );
}
