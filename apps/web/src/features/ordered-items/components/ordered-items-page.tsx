import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useProfileOrderedItems } from '../api/get-profile-ordered-items';
import { OrderedItemsTable } from './ordered-items-table';
import { useSession } from '../../../lib/session';

/** Ordered products on the shared list layout (spec §2); each row links to its order. */
export function OrderedItemsPage() {
  const session = useSession();
  const list = useListParams(session.data?.current);
  const items = useProfileOrderedItems(list.params);

  return (
    <DocumentListPage
      title="Prodotti ordinati"
      user={session.data?.user}
      list={list}
      query={items}
      paged={items.data?.order_items}
      placeholder="Nessun prodotto da visualizzare"
      emptyText="Nessun prodotto da visualizzare"
      searchPlaceholder="Prodotto, ordine o cliente"
      renderTable={(rows) => <OrderedItemsTable items={rows} />}
    />
  );
}
