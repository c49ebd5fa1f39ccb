import { ArchivePage } from '../features/archive/components/archive-page';
import { useCartForCatalog } from '../features/cart/hooks/use-cart-for-catalog';
import { useRestoreCart } from '../features/cart/hooks/use-restore-cart';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { useReorderIntoCart } from '../features/cart/hooks/use-reorder-into-cart';
import { OrdersPage } from '../features/orders/components/orders-page';

/**
 * Where the cart meets the other features: features never import each other, so the app layer wires the
 * cart into the catalogue ('Aggiungi al carrello'), the archive (Ripristina/Duplica) and the orders ('Riordina'); 'Attiva' in
 * cart-activation-provider.tsx.
 */
export function CatalogRoute() {
  return <CatalogPage cart={useCartForCatalog()} />;
}

export function ArchiveRoute() {
  const { restore, busyId } = useRestoreCart();
  return <ArchivePage onRestore={restore} restoringId={busyId} />;
}

/** Orders, with 'Riordina' putting an order's products into the cart. */
export function OrdersRoute() {
  return <OrdersPage onReorder={useReorderIntoCart()} />;
}
