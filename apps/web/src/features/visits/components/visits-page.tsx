import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useVisitIndex } from '../api/get-visit-index';
import { VisitsTable } from './visits-table';
import { useSession } from '../../../lib/session';

/** Customer visits on the shared list layout (spec §2). */
export function VisitsPage() {
  const session = useSession();
  const list = useListParams(session.data?.current);
  const visits = useVisitIndex(list.params);

  return (
    <DocumentListPage
      title="Visite"
      user={session.data?.user}
      list={list}
      query={visits}
      paged={visits.data?.visits}
      placeholder="Nessuna visita da visualizzare"
      emptyText="Nessuna visita da visualizzare"
      searchPlaceholder="Cliente, codice cliente o note"
      renderTable={(rows) => <VisitsTable visits={rows} />}
    />
  );
}
