import { Anchor, Checkbox, Text } from '@mantine/core';
import type { z } from 'zod';
import type { ZOrderedItem } from '@portale/contract/orders';
import { Link } from 'react-router';
import { CustomerName } from '../../../components/list-layout/customer-name';
import { DocumentTable, type DocumentColumn } from '../../../components/list-layout/document-table';
import { formatDate, formatDiscounts, formatMoney, formatNumber } from '../../../lib/format';

type TOrderedItem = z.infer<typeof ZOrderedItem>;

/** The orders list filtered on this order's code, under its agent code: where its detail is one click away. */
function orderHref(item: TOrderedItem): string {
  return `/ordini?${new URLSearchParams({ profile: item.order.profile_external_id, search: item.order.code }).toString()}`;
}

interface Props {
  items: TOrderedItem[];
  /** The chosen rows' ids; undefined: no choice column. */
  chosen?: number[];
  onToggle?: (id: number, on: boolean) => void;
}

/** Ordered products of one page; secondary columns give way on narrow screens. */
export function OrderedItemsTable({ items, chosen, onToggle }: Props) {
  const choice: DocumentColumn<TOrderedItem>[] = chosen
    ? [
        {
          header: 'Scegli',
          cell: (item) => (
            <Checkbox
              aria-label={`Scegli ${item.product_external_id} dell'ordine ${item.order.code}`}
              checked={chosen.includes(item.id)}
              disabled={!item.product}
              onChange={(e) => onToggle?.(item.id, e.currentTarget.checked)}
            />
          ),
        },
      ]
    : [];
  return (
    <DocumentTable
      label="Prodotti ordinati"
      rows={items}
      highlightOnHover
      columns={[
        ...choice,
        {
          header: 'Prodotto',
          cell: (item) => (
            <>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {item.product_external_id}
              </Text>
              {/* Whole, on as many lines as it takes: the size is often the last words ('… h 30 cm'). */}
              <Text size="xs">{item.description}</Text>
            </>
          ),
        },
        {
          header: 'Ordine',
          nowrap: true,
          cell: (item) => (
            <>
              <Anchor component={Link} to={orderHref(item)} size="sm" aria-label={`Apri l'ordine ${item.order.code}`}>
                {item.order.code}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(item.order.issue_date)}
              </Text>
            </>
          ),
        },
        {
          header: 'Cliente',
          visibleFrom: 'sm',
          cell: (item) => <CustomerName name={item.order.customer.company_name} code={item.order.customer.external_id} />,
        },
        { header: 'Quantità', ta: 'right', cell: (item) => formatNumber(item.quantity) },
        // Everything the total depends on stays at every width (issue 8).
        { header: 'Prezzo', ta: 'right', nowrap: true, cell: (item) => formatMoney(item.price) },
        { header: 'Sconti', ta: 'right', nowrap: true, cell: (item) => formatDiscounts(item.discount_1, item.discount_2) },
        { header: 'Totale', ta: 'right', nowrap: true, cell: (item) => formatMoney(item.total) },
      ]}
    />
  );
}
