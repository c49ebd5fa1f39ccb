import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format';
import { turnoverSummary } from './turnover-summary';
import { onFirstUse } from '@portale/contract/on-first-use';

export interface TurnoverYear {
  year: number;
  invoices_total: number;
}

/** Whole euros on the axis ('6.000 €', grouped from four digits like every amount): the cents are in the table beside the chart. */
const axisEuro = onFirstUse(() => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }));

/**
 * Turnover per year as bars, oldest left, with its text alternative: a sentence naming the best and the latest
 * year for screen readers, and the same figures as a table (visible, since agents read exact amounts too).
 */
export function TurnoverChart({ years, showTable = true }: { years: TurnoverYear[]; showTable?: boolean }) {
  const summaryId = useId();
  if (years.length === 0) return <Text c="dimmed">Nessun dato di fatturato disponibile</Text>;
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const summary = turnoverSummary(sorted);
  return (
    <Stack gap="xs">
      <figure style={{ margin: 0 }} aria-describedby={summaryId}>
        <BarChart
          h={180}
          data={sorted.map((y) => ({ anno: String(y.year), Fatturato: y.invoices_total }))}
          dataKey="anno"
          series={[{ name: 'Fatturato', color: 'blue.6' }]}
          valueFormatter={(v) => formatMoney(v)}
          yAxisProps={{ tickFormatter: (v: number) => axisEuro().format(v), width: 90 }}
          tickLine="y"
          data-testid="turnover-chart"
        />
        <VisuallyHidden component="figcaption" id={summaryId}>
          {summary}
        </VisuallyHidden>
      </figure>
      {showTable && (
        <Table striped withTableBorder fz="sm" verticalSpacing={4} data-testid="turnover-chart-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Anno</Table.Th>
              <Table.Th ta="right">Fatturato (IVA esclusa)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...sorted].reverse().map((y) => (
              <Table.Tr key={y.year}>
                <Table.Td>{y.year}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(y.invoices_total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
