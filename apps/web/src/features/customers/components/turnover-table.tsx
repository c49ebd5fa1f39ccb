import { Table, Text } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { formatInteger, formatMoney } from '../../../lib/format';

/** Yearly turnover (spec §3 year_data), most recent year first. */
export function TurnoverTable({ yearData }: { yearData: TCustomer['year_data'] }) {
  if (yearData.length === 0) return <Text c="dimmed">Nessun dato di fatturato disponibile</Text>;
  const rows = [...yearData].sort((a, b) => b.year - a.year);
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Anno</Table.Th>
          <Table.Th ta="right">Totale fatturato</Table.Th>
          <Table.Th ta="right">Fatture</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.year}>
            <Table.Td>{row.year}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.invoices_total)}</Table.Td>
            <Table.Td ta="right">{formatInteger(row.invoices_count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
