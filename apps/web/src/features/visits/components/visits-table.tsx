import { Table, Text } from '@mantine/core';
import type { TVisit } from '@portale/contract/visits';
import { formatDate } from '../../../lib/format';

/** Visits of one page; the notes wrap so a tablet never scrolls sideways. */
export function VisitsTable({ visits }: { visits: TVisit[] }) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Visite">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th visibleFrom="lg">Agente</Table.Th>
          <Table.Th>Note</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visits.map((visit) => (
          <Table.Tr key={visit.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(visit.date_visit)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {visit.customer.company_name}
              </Text>
              <Text size="xs" c="dimmed">
                {visit.customer.customer_external_id}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">{visit.profile_external_id}</Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {visit.notes}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
