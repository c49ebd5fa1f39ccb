import { Anchor, Table, Text } from '@mantine/core';
import type { TInvoice } from '@portale/contract/invoices';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';

/** Invoices of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function InvoicesTable({ invoices, detailHref }: { invoices: TInvoice[]; detailHref: (id: number) => string }) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Fatture">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Numero</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th visibleFrom="lg">Agente</Table.Th>
          <Table.Th visibleFrom="xl">Pagamento</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Imponibile
          </Table.Th>
          <Table.Th ta="right">Totale</Table.Th>
          <Table.Th visibleFrom="md">PDF</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={detailHref(invoice.id)} fw={600} size="sm" aria-label={`Dettagli fattura ${invoice.number}`}>
                {invoice.number}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issue_date)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {invoice.customer.company_name}
              </Text>
              <Text size="xs" c="dimmed">
                {invoice.customer.external_id}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">{invoice.profile_external_id}</Table.Td>
            <Table.Td visibleFrom="xl">{invoice.payment_mode?.description ?? '—'}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(invoice.total_net)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(invoice.total)}
            </Table.Td>
            <Table.Td visibleFrom="md">{invoice.pdf_available ? 'Sì' : 'No'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
