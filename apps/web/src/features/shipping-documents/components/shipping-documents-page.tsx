import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useProfileShippingDocuments } from '../api/get-profile-shipping-documents';
import { ShippingDocumentDetail } from './shipping-document-detail';
import { ShippingDocumentsTable } from './shipping-documents-table';
import { useSession } from '../../../lib/session';

/** DDT (shipping documents) list and detail on the shared list layout (spec §2). */
export function ShippingDocumentsPage() {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const documents = useProfileShippingDocuments(list.params);

  return (
    <DocumentListPage
      title="DDT"
      user={session.data?.user}
      list={list}
      query={documents}
      paged={documents.data?.shipping_documents}
      placeholder="Selezionare un codice agente per visualizzare i DDT"
      emptyText="Nessun DDT trovato"
      searchPlaceholder="Numero, cliente o codice cliente"
      renderTable={(rows) => <ShippingDocumentsTable documents={rows} detailHref={list.detailHref} />}
      renderDetail={(id, document) => <ShippingDocumentDetail id={id} document={document} current={current} backHref={list.listHref} />}
    />
  );
}
