import { Table, type MantineBreakpoint } from '@mantine/core';
import { StackedTable } from '../stacked-table';
import type { ReactNode } from 'react';

export interface DocumentColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  ta?: 'right';
  /** Secondary columns give way on narrow screens so a tablet never scrolls sideways. */
  visibleFrom?: MantineBreakpoint;
  nowrap?: boolean;
}

interface Props<T extends { id: number }> {
  label: string;
  rows: T[];
  columns: DocumentColumn<T>[];
  highlightOnHover?: boolean;
}

/**
 * The rows of one list page, one column per definition, header and cells aligned and hidden alike. Where the
 * table gets less than 480 px (a phone) each row stacks as label/value lines, so Stato, Imponibile and Totale
 * stay on screen (issue 21).
 */
export function DocumentTable<T extends { id: number }>({ label, rows, columns, highlightOnHover }: Props<T>) {
  return (
    <StackedTable stackBelow="sm" striped highlightOnHover={highlightOnHover} verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.ta} visibleFrom={column.visibleFrom}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((column) => (
              <Table.Td
                key={column.header}
                data-label={column.header}
                ta={column.ta}
                visibleFrom={column.visibleFrom}
                style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
