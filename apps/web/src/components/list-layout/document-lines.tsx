import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDiscounts, formatMoney, formatNumber } from '../../lib/format';
import { StackedTable } from '../stacked-table';

/** One line of a document (order, invoice, DDT); price, discounts and total where the document has them. */
export interface DocumentLine {
  id: number;
  product_external_id: string;
  description: string;
  /** A note written on the line (an order's line from the portal), shown under the description. */
  notes?: string | null;
  quantity: number;
  unit_of_measure?: string;
  price?: number;
  discount_1?: number;
  discount_2?: number;
  total?: number;
}

interface ExtraColumn<T> {
  header: string;
  cell: (line: T) => ReactNode;
}

interface Props<T extends DocumentLine> {
  label: string;
  lines: T[];
  /** Priced documents (orders, invoices) show price, discounts and total; a DDT shows quantities only. */
  priced: boolean;
  extra?: ExtraColumn<T>[];
}

/**
 * The lines of a document with everything its total depends on — quantity, price, discounts, total — at
 * every width: the description wraps, and where the table no longer fits each line stacks as label/value pairs.
 */
export function DocumentLines<T extends DocumentLine>({ label, lines, priced, extra = [] }: Props<T>) {
  const withUnit = lines.some((l) => l.unit_of_measure);
  return (
    <StackedTable stackBelow="sm" striped verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Codice</Table.Th>
          <Table.Th>Descrizione</Table.Th>
          <Table.Th ta="right">Quantità</Table.Th>
          {withUnit && <Table.Th>U.M.</Table.Th>}
          {priced && (
            <>
              <Table.Th ta="right">Prezzo</Table.Th>
              <Table.Th ta="right">Sconti</Table.Th>
              <Table.Th ta="right">Totale</Table.Th>
            </>
          )}
          {extra.map((c) => (
            <Table.Th key={c.header} ta="right">
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id} data-testid="document-line">
            <Table.Td data-label="Codice" style={{ whiteSpace: 'nowrap' }}>
              {line.product_external_id}
            </Table.Td>
            <Table.Td data-label="Descrizione">
              <Text size="sm">{line.description}</Text>
              {line.notes && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  Note: {line.notes}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label="Quantità" ta="right">
              {formatNumber(line.quantity)}
            </Table.Td>
            {withUnit && <Table.Td data-label="U.M.">{line.unit_of_measure}</Table.Td>}
            {priced && (
              <>
                <Table.Td data-label="Prezzo" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.price)}
                </Table.Td>
                <Table.Td data-label="Sconti" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatDiscounts(line.discount_1, line.discount_2)}
                </Table.Td>
                <Table.Td data-label="Totale" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.total)}
                </Table.Td>
              </>
            )}
            {extra.map((c) => (
              <Table.Td key={c.header} data-label={c.header} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {c.cell(line)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
