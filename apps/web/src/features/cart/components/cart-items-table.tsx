import { ActionIcon, Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { StackedTable } from '../../../components/stacked-table';
import type { CartLine } from '../store/cart-model';
import { cartStore } from '../store/cart-store';
import { formatMoney } from '../../../lib/format';
import { DISCOUNT_OPTIONS } from '../utils/discount-options';
import { centsToEuro, previewRowCents } from '../utils/preview-totals';
import { ItemNotesModal } from './item-notes-modal';
import { QuantityInput } from './quantity-input';

/** The 'cart' state's item table: quantity, discounts, notes per line, remove. */
export function CartItemsTable({ userId, items }: { userId: number; items: CartLine[] }) {
  const [notesFor, setNotesFor] = useState<CartLine | null>(null);
  return (
    <>
      <StackedTable stackBelow="lg" verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Codice</Table.Th>
            <Table.Th>Descrizione</Table.Th>
            <Table.Th ta="right">Prezzo</Table.Th>
            <Table.Th>Quantità</Table.Th>
            <Table.Th>Sconto 1</Table.Th>
            <Table.Th>Sconto 2</Table.Th>
            <Table.Th ta="right">Totale</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>
              <VisuallyHidden>Azioni</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line) => (
            <Table.Tr key={line.product_id} data-testid="cart-line">
              <Table.Td data-label="Codice">{line.product_code}</Table.Td>
              <Table.Td data-label="Descrizione">{line.description}</Table.Td>
              <Table.Td data-label="Prezzo" ta="right">
                {line.price === null ? '—' : formatMoney(line.price)}
              </Table.Td>
              <Table.Td data-label="Quantità">
                <QuantityInput
                  value={line.quantity}
                  unit={line.unit_of_measure}
                  label={`Quantità ${line.product_code}`}
                  onCommit={(q) => cartStore.setQuantity(userId, line.product_id, q)}
                />
              </Table.Td>
              <Table.Td data-label="Sconto 1">
                {line.disable_discounts ? (
                  <Text size="sm" c="dimmed">
                    Non scontabile
                  </Text>
                ) : (
                  <NativeSelect
                    size="xs"
                    aria-label={`Sconto 1 ${line.product_code}`}
                    data={DISCOUNT_OPTIONS}
                    value={String(line.discount_1)}
                    onChange={(e) => cartStore.setDiscount(userId, line.product_id, 1, Number(e.currentTarget.value))}
                  />
                )}
              </Table.Td>
              <Table.Td data-label="Sconto 2">
                {line.disable_discounts ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  <NativeSelect
                    size="xs"
                    aria-label={`Sconto 2 ${line.product_code}`}
                    data={DISCOUNT_OPTIONS}
                    value={String(line.discount_2)}
                    onChange={(e) => cartStore.setDiscount(userId, line.product_id, 2, Number(e.currentTarget.value))}
                  />
                )}
              </Table.Td>
              <Table.Td data-label="Totale" ta="right" data-testid="line-total">
                {line.price === null ? '—' : formatMoney(centsToEuro(previewRowCents(line)))}
              </Table.Td>
              <Table.Td data-label="Note">
                {/* One element, so the stacked layout keeps the button and the notes together. */}
                <div>
                  {/* The name starts with the visible text (speech input), then says which line. */}
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => setNotesFor(line)}
                    aria-label={`${line.notes ? 'Modifica note' : 'Aggiungi note'} ${line.product_code}`}
                  >
                    {line.notes ? 'Modifica note' : 'Aggiungi note'}
                  </Button>
                  {line.notes && (
                    <Text size="xs" c="dimmed" lineClamp={2} maw={200}>
                      {line.notes}
                    </Text>
                  )}
                </div>
              </Table.Td>
              <Table.Td data-label="Rimuovi">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Rimuovi ${line.product_code} dal carrello`}
                  title="Rimuovi dal carrello"
                  onClick={() => cartStore.removeItem(userId, line.product_id)}
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <ItemNotesModal
        line={notesFor}
        onClose={() => setNotesFor(null)}
        onSave={(notes) => {
          if (notesFor) cartStore.setLineNotes(userId, notesFor.product_id, notes);
          setNotesFor(null);
        }}
      />
    </>
  );
}
