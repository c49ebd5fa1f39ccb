import { Button, Group, Table, Text } from '@mantine/core';
import type { TUsualProduct } from '@portale/contract/briefing';
import type { TReorderLine } from '@portale/contract/orders';
import { formatQuantity } from '@portale/contract/quantity';
import { useState } from 'react';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatMoney } from '../../../lib/format';

interface Props {
  products: TUsualProduct[];
  notReorderedDays: number;
  /** Null when the caller cannot act for this customer (no agent code of theirs): no cart buttons. */
  onAdd: ((lines: TReorderLine[], all: boolean) => Promise<void>) | null;
  /** Quantities already in this customer's cart, by product: those rows say so and 'Aggiungi tutti' skips them. */
  inCart?: Map<number, number>;
}

/**
 * 'Prodotti abituali non riordinati': each with its last quantity and date and today's price; 'Aggiungi al
 * carrello' puts one in the cart at its last quantity, 'Aggiungi tutti' every orderable one and opens the cart.
 */
export function BriefingUsualProducts({ products, notReorderedDays, onAdd, inCart = new Map() }: Props) {
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  // 'Aggiungi tutti' adds what is not in the cart yet: never a silent 10 → 20.
  const orderable = products.flatMap((p) => (p.line && !inCart.has(p.product_id) ? [p.line] : []));
  async function add(lines: TReorderLine[], key: number | 'all') {
    if (!onAdd) return;
    setBusy(key);
    try {
      await onAdd(lines, key === 'all');
    } finally {
      setBusy(null);
    }
  }
  if (products.length === 0)
    return <Text c="dimmed">Nessun prodotto abituale da riordinare: quelli ordinati in almeno due mesi dell'ultimo anno sono stati ordinati negli ultimi {notReorderedDays} giorni.</Text>;
  return (
    <>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" c="dimmed">
          Ordinati in almeno 2 mesi degli ultimi 12, non negli ultimi {notReorderedDays} giorni.
        </Text>
        {onAdd && (
          <Button size="compact-sm" onClick={() => void add(orderable, 'all')} loading={busy === 'all'} disabled={orderable.length === 0 || busy !== null}>
            {orderable.length < products.filter((p) => p.line).length ? 'Aggiungi tutti quelli non nel carrello' : 'Aggiungi tutti'}
          </Button>
        )}
      </Group>
      <StackedTable stackBelow="md" verticalSpacing={4} fz="sm" data-testid="briefing-usual-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th ta="right">Mesi con ordini</Table.Th>
            <Table.Th ta="right">Ultima quantità</Table.Th>
            <Table.Th>Ultimo ordine</Table.Th>
            <Table.Th ta="right">Prezzo di oggi</Table.Th>
            {onAdd && <Table.Th>Azioni</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.product_id}>
              <Table.Td data-label="Prodotto" style={{ overflowWrap: 'anywhere' }}>
                <strong style={{ whiteSpace: 'nowrap' }}>{p.product_code}</strong> {p.description}
              </Table.Td>
              <Table.Td data-label="Mesi con ordini" ta="right">
                {p.months_ordered}
              </Table.Td>
              <Table.Td data-label="Ultima quantità" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(p.last_quantity)} {p.unit_of_measure}
              </Table.Td>
              <Table.Td data-label="Ultimo ordine">{formatDate(p.last_date)}</Table.Td>
              <Table.Td data-label="Prezzo di oggi" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {p.line ? formatMoney(p.line.price) : '—'}
              </Table.Td>
              {onAdd && (
                <Table.Td data-label="Azioni">
                  {inCart.has(p.product_id) && (
                    <Text size="xs" c="teal.9" data-testid="usual-in-cart">
                      Nel carrello: {formatQuantity(inCart.get(p.product_id)!)} {p.unit_of_measure}
                    </Text>
                  )}
                  {p.line ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Aggiungi al carrello ${p.product_code}`}
                      loading={busy === p.product_id}
                      disabled={busy !== null && busy !== p.product_id}
                      onClick={() => void add([p.line!], p.product_id)}
                    >
                      Aggiungi al carrello
                    </Button>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {p.unavailable_reason}
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
    </>
  );
}
