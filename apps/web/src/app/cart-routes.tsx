import { ArchivePage } from '../features/archive/components/archive-page';
import { useAddLinesToCart } from '../features/cart/hooks/use-add-lines-to-cart';
import { useCartForCatalog } from '../features/cart/hooks/use-cart-for-catalog';
import { useRestoreCart } from '../features/cart/hooks/use-restore-cart';
import { cartSyncFor } from '../features/cart/store/cart-sync';
import { useSession } from '../lib/session';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { OrderedItemsPage } from '../features/ordered-items/components/ordered-items-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { ReorderItemsButton } from '../features/orders/components/reorder-button';
import { useReorderIntoCart } from './reorder-into-cart';

/**
 * Where the cart meets the other features: features never import each other, so the app layer wires the
 * cart into the catalogue ('Aggiungi al carrello'), the archive (Ripristina/Duplica), the orders and the
 * briefing ('Riordina', habitual products); 'Attiva' in cart-activation-provider.tsx.
 */
export function CatalogRoute() {
  return <CatalogPage cart={useCartForCatalog()} />;
}

export function ArchiveRoute() {
  const { restore, busyId } = useRestoreCart();
  const userId = useSession().data?.user.id;
  // A deleted quote may have been the current cart's origin: take the server's unlinked cart now.
  return <ArchivePage onRestore={restore} restoringId={busyId} onDeleted={() => userId && void cartSyncFor(userId).pull()} />;
}


export function OrdersRoute() {
  return <OrdersPage onReorder={useReorderIntoCart()} />;
}

/** Ordered products: chosen rows (of one customer) into the cart. */
export function OrderedItemsRoute() {
  const addLines = useAddLinesToCart();
  return (
    <OrderedItemsPage
      renderAddChosen={(itemIds, done) => (
        <ReorderItemsButton
          itemIds={itemIds}
          onReorder={async (answer) => {
            await addLines({ ...answer, source: 'dai prodotti ordinati', openCart: true });
            done();
          }}
        />
      )}
    />
  );
}
