import { todayInRome } from '@portale/contract/business-date';
import { Anchor, Group, List, Stack, Table, Text } from '@mantine/core';
import type { TCustomerBriefing } from '@portale/contract/briefing';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/stacked-table';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

const orderHref = (o: { id: number; code: string }) => `/ordini?${new URLSearchParams({ profile: '*', search: o.code, id: String(o.id) })}`;

/** The last five orders, each with 'Riordina' when the app provides it. */
export function BriefingOrders({ orders, renderReorder }: { orders: TCustomerBriefing['last_orders']; renderReorder?: (order: { id: number; code: string }) => React.ReactNode }) {
  if (orders.length === 0) return <Text c="dimmed">Nessun ordine</Text>;
  return (
    <StackedTable stackBelow="sm" verticalSpacing={4} fz="sm" data-testid="briefing-orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ordine</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th ta="right">Imponibile</Table.Th>
          <Table.Th>Stato</Table.Th>
          {renderReorder && <Table.Th>Azioni</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td data-label="Ordine">
              <Anchor component={Link} to={orderHref(o)} size="sm">
                {o.code}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Data">{formatDate(o.issue_date)}</Table.Td>
            <Table.Td data-label="Imponibile" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(o.total_net)}
            </Table.Td>
            <Table.Td data-label="Stato">{o.status ?? '—'}</Table.Td>
            {renderReorder && <Table.Td data-label="Azioni">{renderReorder(o)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** The caller's saved quotes for this customer not yet sent as orders, with a way to the archive that restores them. */
export function BriefingQuotes({ quotes }: { quotes: TCustomerBriefing['open_quotes'] }) {
  if (quotes.length === 0) return <Text c="dimmed">Nessun preventivo aperto</Text>;
  return (
    <Stack gap={6}>
      <List size="sm" spacing={4} data-testid="briefing-quotes">
        {quotes.map((q) => (
          <List.Item key={q.id}>
            <Text span size="sm" fw={600}>
              {q.name || `Preventivo ${q.id}`} v{q.version}
            </Text>{' '}
            — {formatMoney(q.total_final)} (IVA esclusa), salvato il {formatDateTime(q.updated_at)}
            {q.valid_until && (q.valid_until < todayInRome() ? `, scaduto il ${formatDate(q.valid_until)}` : `, valido fino al ${formatDate(q.valid_until)}`)}
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/carts-archive/quotes" size="sm">
        Apri l'archivio dei preventivi
      </Anchor>
    </Stack>
  );
}

/** The last five visits with their notes, newest first. */
export function BriefingVisits({ visits }: { visits: TCustomerBriefing['last_visits'] }) {
  if (visits.length === 0) return <Text c="dimmed">Nessuna visita registrata</Text>;
  return (
    <Stack gap="xs" data-testid="briefing-visits">
      {visits.map((v) => (
        <Group key={v.id} gap="sm" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(v.date_visit)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {v.notes}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
