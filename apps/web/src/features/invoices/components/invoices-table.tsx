import type { TInvoice } from '@portale/contract/invoices';
import { CustomerName } from '../../../components/list-layout/customer-name';
import { DetailLink } from '../../../components/list-layout/detail-link';
import { DocumentTable } from '../../../components/list-layout/document-table';
import { formatDate, formatMoney } from '../../../lib/format';

/** Invoices of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function InvoicesTable({ invoices, detailHref }: { invoices: TInvoice[]; detailHref: (id: number) => string }) {
  return (
    <DocumentTable
      label="Fatture"
      rows={invoices}
      highlightOnHover
      columns={[
        {
          header: 'Numero',
          nowrap: true,
          cell: (invoice) => (
            <DetailLink to={detailHref(invoice.id)} label={`Dettagli fattura ${invoice.number}`}>
              {invoice.number}
            </DetailLink>
          ),
        },
        { header: 'Data', nowrap: true, cell: (invoice) => formatDate(invoice.issue_date) },
        { header: 'Cliente', cell: (invoice) => <CustomerName name={invoice.customer.company_name} code={invoice.customer.external_id} /> },
        { header: 'Agente', visibleFrom: 'lg', cell: (invoice) => invoice.profile_external_id },
        { header: 'Pagamento', visibleFrom: 'xl', cell: (invoice) => invoice.payment_mode?.description ?? '—' },
        { header: 'Imponibile', ta: 'right', visibleFrom: 'sm', nowrap: true, cell: (invoice) => formatMoney(invoice.total_net) },
        { header: 'Totale', ta: 'right', nowrap: true, cell: (invoice) => formatMoney(invoice.total) },
        { header: 'PDF', visibleFrom: 'sm', cell: (invoice) => (invoice.pdf_available ? 'Sì' : 'No') },
      ]}
    />
  );
}
