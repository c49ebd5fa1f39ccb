import { Divider, Table, Title } from '@mantine/core';
import type { TCurrentContext } from '@portale/contract/auth';
import { downloadInvoicePdfCall, type TInvoice } from '@portale/contract/invoices';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { DetailFields } from '../../../components/list-layout/detail-fields';
import { DetailPanel } from '../../../components/list-layout/detail-panel';
import { DownloadPdfButton } from '../../../components/list-layout/download-pdf-button';
import { LoadingState } from '../../../components/loading-state';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useInvoiceItems } from '../api/get-invoice-items';
import { callUrl } from '../../../lib/api-client';
import { useActivateCustomer } from '../../../lib/session';

interface Props {
  id: number;
  /** The invoice's row from the current list page; undefined while it loads; null when a link points outside it. */
  invoice: TInvoice | null | undefined;
  current: TCurrentContext | undefined;
  backHref: string;
}

export function InvoiceDetail({ id, invoice, current, backHref }: Props) {
  const { activating, activateCustomer } = useActivateCustomer();
  const items = useInvoiceItems(id);
  return (
    <DetailPanel
      title={invoice ? `Fattura ${invoice.number}` : 'Fattura'}
      backHref={backHref}
      document={invoice}
      current={current}
      activating={activating}
      onActivate={() => invoice && activateCustomer(invoice.profile_external_id, invoice.customer.id)}
      actions={invoice?.pdf_available && <DownloadPdfButton url={callUrl(downloadInvoicePdfCall, { params: { id } })} fileName={`fattura-${invoice.number}.pdf`} />}
    >
      {invoice && (
        <>
          <DetailFields
            fields={[
              { label: 'Data', value: formatDate(invoice.issue_date) },
              { label: 'Codice', value: invoice.code },
              { label: 'Cliente', value: `${invoice.customer.external_id} — ${invoice.customer.company_name}` },
              { label: 'Agente', value: `${invoice.profile_external_id} — ${invoice.profile.company_name}` },
              { label: 'Modalità di pagamento', value: invoice.payment_mode?.description },
              { label: 'Imponibile', value: formatMoney(invoice.total_net) },
              { label: 'Totale', value: formatMoney(invoice.total) },
              { label: 'Note', value: invoice.notes },
            ]}
          />
          <Divider my="md" />
          <Title order={4} size="h5" mb="xs">
            Scadenze
          </Title>
          {invoice.expirations.length === 0 ? (
            <EmptyState>Nessuna scadenza</EmptyState>
          ) : (
            <Table verticalSpacing={4} aria-label="Scadenze" maw={400}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th ta="right">Importo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.expirations.map((e, i) => (
                  <Table.Tr key={`${e.date}-${i}`}>
                    <Table.Td>{formatDate(e.date)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(e.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
      <Divider my="md" />
      <Title order={4} size="h5" mb="xs">
        Prodotti
      </Title>
      {items.isPending ? (
        <LoadingState label="Caricamento prodotti…" />
      ) : items.isError ? (
        <ErrorState error={items.error} onRetry={() => items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState>Nessun prodotto trovato nella fattura</EmptyState>
      ) : (
        <Table striped verticalSpacing="xs" aria-label="Prodotti della fattura">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Codice</Table.Th>
              <Table.Th>Descrizione</Table.Th>
              <Table.Th ta="right">Quantità</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Prezzo
              </Table.Th>
              <Table.Th ta="right">Totale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.product_external_id}</Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(item.price)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(item.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DetailPanel>
  );
}
