import { Anchor, Table, Text } from '@mantine/core';
import type { TCustomerBriefing } from '@portale/contract/briefing';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/stacked-table';
import { countOf } from '@portale/contract/italian-count';
import { formatDate, formatMoney } from '../../../lib/format';

/** Unpaid instalments, oldest first; the overdue ones are highlighted with their days late. */
export function BriefingReceivables({ receivables }: { receivables: TCustomerBriefing['receivables'] }) {
  if (receivables.instalments.length === 0) return <Text c="dimmed">Nessuna scadenza da pagare</Text>;
  const hidden = receivables.overdue_count > 0 && receivables.instalments.length >= 50;
  return (
    <>
      <StackedTable stackBelow="sm" verticalSpacing={4} fz="sm" data-testid="briefing-instalments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fattura</Table.Th>
            <Table.Th>Scadenza</Table.Th>
            <Table.Th ta="right">Importo</Table.Th>
            <Table.Th>Stato</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receivables.instalments.map((i) => {
            const late = i.days_late > 0;
            return (
              <Table.Tr key={`${i.invoice_id}-${i.due_date}-${i.amount}`} bg={late ? 'var(--mantine-color-red-light)' : undefined} data-overdue={late || undefined}>
                <Table.Td data-label="Fattura">
                  <Anchor component={Link} to={`/fatture?${new URLSearchParams({ profile: '*', search: i.invoice_number, id: String(i.invoice_id) })}`} size="sm">
                    n. {i.invoice_number}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    del {formatDate(i.invoice_issue_date)}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Scadenza">{formatDate(i.due_date)}</Table.Td>
                <Table.Td data-label="Importo" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(i.amount)}
                </Table.Td>
                <Table.Td data-label="Stato">
                  {late ? (
                    <Text span size="sm" fw={700} c="red.9">
                      Scaduta da {countOf(i.days_late, 'giorno', 'giorni')}
                    </Text>
                  ) : (
                    'Da scadere'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackedTable>
      {hidden && (
        <Text size="xs" c="dimmed" mt={4}>
          Sono mostrate le 50 scadenze più vecchie; i totali le contano tutte.
        </Text>
      )}
    </>
  );
}
