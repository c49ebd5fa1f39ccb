import { Anchor, Table, Text } from '@mantine/core';
import type { TShippingDocument } from '@portale/contract/shipping-documents';
import { Link } from 'react-router';
import { formatDate, formatInteger } from '../../../lib/format';

/** DDT of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function ShippingDocumentsTable({ documents, detailHref }: { documents: TShippingDocument[]; detailHref: (id: number) => string }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="DDT">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Numero</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th visibleFrom="lg">Agente</Table.Th>
          <Table.Th visibleFrom="sm">Causale</Table.Th>
          <Table.Th ta="right" visibleFrom="md">
            Colli
          </Table.Th>
          <Table.Th visibleFrom="xl">Porto</Table.Th>
          <Table.Th visibleFrom="md">PDF</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((doc) => (
          <Table.Tr key={doc.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={detailHref(doc.id)} fw={600} size="sm" aria-label={`Dettagli DDT ${doc.code}`}>
                {doc.code}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(doc.issue_date)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {doc.customer.company_name}
              </Text>
              <Text size="xs" c="dimmed">
                {doc.customer.external_id}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">{doc.profile_external_id}</Table.Td>
            <Table.Td visibleFrom="sm">{doc.causal ?? '—'}</Table.Td>
            <Table.Td ta="right" visibleFrom="md">
              {doc.packages_count === null ? '—' : formatInteger(doc.packages_count)}
            </Table.Td>
            <Table.Td visibleFrom="xl">{doc.freight ?? '—'}</Table.Td>
            <Table.Td visibleFrom="md">{doc.pdf_available ? 'Sì' : 'No'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
