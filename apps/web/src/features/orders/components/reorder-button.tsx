import { OpenModal } from '../../../components/open-modal';
import { Button, List, Stack, Table, Text } from '@mantine/core';
import type { TReorderItemsResponse, TReorderResponse } from '@portale/contract/orders';
import { countOf } from '@portale/contract/italian-count';
import { formatQuantity } from '@portale/contract/quantity';
import { useState } from 'react';
import { StackedTable } from '../../../components/stacked-table';
import { formatMoney } from '../../../lib/format';
import { notifyApiError } from '../../../lib/notify';
import { fetchReorder, fetchReorderItems } from '../api/reorder';
import { useSession } from '../../../lib/session';

interface ReorderActionProps<T extends TReorderItemsResponse> {
  label: string;
  /** The button's accessible name, when the label alone is ambiguous (a row's 'Riordina'). */
  ariaLabel?: string;
  compact?: boolean;
  disabled?: boolean;
  load: () => Promise<T>;
  title: (answer: T) => string;
  /** Puts the lines into the cart (the cart feature, composed by the app). */
  onConfirm: (answer: T) => Promise<void>;
}

/**
 * Shows what goes into the cart (the old quantities at today's prices) and what is left out and why, before
 * anything changes; 'Aggiungi al carrello' hands the answer to `onConfirm`.
 */
function ReorderAction<T extends TReorderItemsResponse>({ label, ariaLabel, compact = false, disabled, load, title, onConfirm }: ReorderActionProps<T>) {
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [answer, setAnswer] = useState<T | null>(null);

  async function open() {
    setLoading(true);
    try {
      setAnswer(await load());
    } catch (error) {
      notifyApiError(error);
    } finally {
      setLoading(false);
    }
  }

  async function confirm() {
    if (!answer) return;
    setAdding(true);
    try {
      await onConfirm(answer);
      setAnswer(null);
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <Button variant="light" size={compact ? 'compact-sm' : 'sm'} aria-label={ariaLabel} loading={loading} disabled={disabled} onClick={() => void open()}>
        {label}
      </Button>
      <OpenModal opened={answer !== null} onClose={() => setAnswer(null)} title={answer ? title(answer) : label} size="lg">
        {answer && (
          <Stack gap="sm">
            <Text size="sm">
              Cliente: <strong>{answer.customer.company_name}</strong> ({answer.customer.external_id}) · Agente {answer.profile_external_id}
            </Text>
            {answer.lines.length > 0 ? (
              <>
                <Text size="sm">
                  {countOf(answer.lines.length, 'prodotto', 'prodotti')} alle quantità ordinate, ai prezzi di oggi con gli sconti di allora (se ancora ammessi):
                </Text>
                <StackedTable stackBelow="md" striped verticalSpacing={4} fz="sm" data-testid="reorder-lines">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Prodotto</Table.Th>
                      <Table.Th ta="right">Quantità</Table.Th>
                      <Table.Th ta="right">Prezzo di oggi</Table.Th>
                      <Table.Th ta="right">Sconto</Table.Th>
                      <Table.Th ta="right">Totale allora</Table.Th>
                      <Table.Th ta="right">Totale oggi</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.lines.map((l) => (
                      <Table.Tr key={l.product_id}>
                        <Table.Td data-label="Prodotto">
                          <strong>{l.product_code}</strong> {l.description}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Quantità">
                          {formatQuantity(l.quantity)} {l.unit_of_measure}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Prezzo di oggi">
                          {formatMoney(l.price)}
                        </Table.Td>
                        <Table.Td ta="right" data-testid="reorder-discount" data-label="Sconto">
                          <span style={{ whiteSpace: 'nowrap' }}>{l.discount_1 || l.discount_2 ? `${l.discount_1}+${l.discount_2}` : 'nessuno'}</span>
                          {l.discount_note && (
                            <Text size="xs" c="orange.9">
                              {l.discount_note}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="reorder-previous-total" data-label="Totale allora">
                          {l.previous_total === null ? '—' : formatMoney(l.previous_total)}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="reorder-new-total" data-label="Totale oggi">
                          {l.new_total === null ? '—' : formatMoney(l.new_total)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </StackedTable>
              </>
            ) : (
              <Text size="sm">Nessuno di questi prodotti si può ordinare di nuovo.</Text>
            )}
            {answer.dropped.length > 0 && (
              <div data-testid="reorder-dropped">
                <Text size="sm" fw={700}>
                  Esclusi ({answer.dropped.length}):
                </Text>
                <List size="sm">
                  {answer.dropped.map((d, i) => (
                    <List.Item key={`${d.product_code}-${i}`}>
                      {d.product_code} {d.description} ({formatQuantity(d.quantity)}): {d.reason}
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
            <Button onClick={() => void confirm()} loading={adding} disabled={answer.lines.length === 0} style={{ alignSelf: 'flex-end' }}>
              Aggiungi al carrello
            </Button>
          </Stack>
        )}
      </OpenModal>
    </>
  );
}

/** 'Riordina' on an order: its products at the order's quantities and today's prices. */
export function ReorderButton({
  orderId,
  onReorder,
  compact,
  label,
  text,
}: {
  orderId: number;
  onReorder: (answer: TReorderResponse) => Promise<void>;
  /** In a table row: a compact button named after its order ('Riordina OR-1'). */
  compact?: boolean;
  label?: string;
  /** The visible text: 'Riordina', or 'Riapri nel carrello' on a rejected order (issue 56). */
  text?: string;
}) {
  const userId = useSession().data.user.id;
  return (
    <ReorderAction
      label={text ?? 'Riordina'}
      ariaLabel={label}
      compact={compact}
      load={() => fetchReorder(userId, orderId)}
      title={(answer) => `Riordina l'ordine ${answer.order.code}`}
      onConfirm={onReorder}
    />
  );
}

/** 'Aggiungi al carrello' on rows chosen among the ordered products (of one customer). */
export function ReorderItemsButton({ itemIds, onReorder }: { itemIds: number[]; onReorder: (answer: TReorderItemsResponse) => Promise<void> }) {
  const userId = useSession().data.user.id;
  return (
    <ReorderAction
      label={`Aggiungi al carrello (${itemIds.length})`}
      compact
      disabled={itemIds.length === 0}
      load={() => fetchReorderItems(userId, itemIds)}
      title={() => 'Aggiungi al carrello i prodotti scelti'}
      onConfirm={onReorder}
    />
  );
}
