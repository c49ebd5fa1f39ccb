import type { TShippingDocument } from '@portale/contract/shipping-documents';
import { CustomerName } from '../../../components/list-layout/customer-name';
import { DetailLink } from '../../../components/list-layout/detail-link';
import { DocumentTable } from '../../../components/list-layout/document-table';
import { formatDate, formatInteger } from '../../../lib/format';

/** DDT of one page; secondary columns give way on narrow screens so a tablet never scrolls sideways. */
export function ShippingDocumentsTable({ documents, detailHref }: { documents: TShippingDocument[]; detailHref: (id: number) => string }) {
  return (
    <DocumentTable
      label="DDT"
      rows={documents}
      highlightOnHover
      columns={[
        {
          header: 'Numero',
          nowrap: true,
          cell: (doc) => (
            <DetailLink to={detailHref(doc.id)} label={`Dettagli DDT ${doc.code}`}>
              {doc.code}
            </DetailLink>
          ),
        },
        { header: 'Data', nowrap: true, cell: (doc) => formatDate(doc.issue_date) },
        { header: 'Cliente', cell: (doc) => <CustomerName name={doc.customer.company_name} code={doc.customer.external_id} /> },
        { header: 'Agente', visibleFrom: 'lg', cell: (doc) => doc.profile_external_id },
        { header: 'Causale', visibleFrom: 'sm', cell: (doc) => doc.causal ?? '—' },
        { header: 'Colli', ta: 'right', visibleFrom: 'sm', cell: (doc) => (doc.packages_count === null ? '—' : formatInteger(doc.packages_count)) },
        { header: 'Porto', visibleFrom: 'xl', cell: (doc) => doc.freight ?? '—' },
        { header: 'PDF', visibleFrom: 'sm', cell: (doc) => (doc.pdf_available ? 'Sì' : 'No') },
      ]}
    />
  );
}
