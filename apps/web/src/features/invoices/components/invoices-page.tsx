import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useProfileInvoices } from '../api/get-profile-invoices';
import { InvoiceDetail } from './invoice-detail';
import { InvoicesTable } from './invoices-table';
import { useSession } from '../../../lib/session';

/** Invoices list and detail on the shared list layout (spec §2). */
export function InvoicesPage() {
  const session = useSession();
  const current = session.data?.current;
  const list = useListParams(current);
  const invoices = useProfileInvoices(list.params);

  return (
    <DocumentListPage
      title="Fatture"
      user={session.data?.user}
      list={list}
      query={invoices}
      paged={invoices.data?.invoices}
      totals={invoices.data ? { net: invoices.data.total_net, vat: invoices.data.total_vat } : undefined}
      placeholder="Selezionare un codice agente per visualizzare le fatture"
      emptyText="Nessuna fattura trovata"
      searchPlaceholder="Numero, cliente o codice cliente"
      renderTable={(rows) => <InvoicesTable invoices={rows} detailHref={list.detailHref} />}
      renderDetail={(id, invoice) => <InvoiceDetail id={id} invoice={invoice} current={current} backHref={list.listHref} />}
    />
  );
}
