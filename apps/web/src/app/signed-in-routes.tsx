import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CustomersPage } from '../features/customers/components/customers-page';
import { loadChunk } from '../lib/load-chunk';
import { useSession } from '../lib/session';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { documentTitle, useDocumentTitle, type RouteTitle } from './route-title';

/**
 * The signed-in area: one chunk with the layout and the home page (the customers list, where every session
 * starts), and the other screens as chunks of their own, imported from here. Because every screen's chunk is
 * loaded by this chunk, the code a screen shares with the layout or the home is already there: the first
 * signed-in load fetches one chunk instead of dozens of small shared ones.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const importer = () => loadChunk(load).then((module) => ({ default: pick(module) }));
  return { Component: lazy(importer), preload: importer };
}

/** An admin-only screen: agents are sent home (the server refuses them anyway). */
function adminScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return screen(load, (module) => {
    const Page = pick(module);
    return function AdminScreen() {
      return useSession().data.user.role === 'admin' ? <Page /> : <Navigate to="/" replace />;
    };
  });
}

const screens = {
  customer: screen(() => import('../features/customers/components/customer-details-page'), (m) => m.CustomerDetailsPage),
  users: adminScreen(() => import('../features/users/components/users-page'), (m) => m.UsersPage),
  jobs: adminScreen(() => import('../features/jobs/components/jobs-page'), (m) => m.JobsPage),
  // The cart is wired into the catalogue and the archive by the app layer (cart-routes.tsx).
  catalog: screen(() => import('./cart-routes'), (m) => m.CatalogRoute),
  cart: screen(() => import('../features/cart/components/cart-page'), (m) => m.CartPage),
  archive: screen(() => import('./cart-routes'), (m) => m.ArchiveRoute),
  orders: screen(() => import('../features/orders/components/orders-page'), (m) => m.OrdersPage),
  orderedItems: screen(() => import('../features/ordered-items/components/ordered-items-page'), (m) => m.OrderedItemsPage),
  invoices: screen(() => import('../features/invoices/components/invoices-page'), (m) => m.InvoicesPage),
  shippingDocuments: screen(() => import('../features/shipping-documents/components/shipping-documents-page'), (m) => m.ShippingDocumentsPage),
  visits: screen(() => import('../features/visits/components/visits-page'), (m) => m.VisitsPage),
  warranties: screen(() => import('../features/warranties/components/warranties-page'), (m) => m.WarrantiesPage),
  // /warranty-job/create ('Genera') and /warranty-job/list ('Elenco'): one screen in two sections.
  warrantyJobsCreate: adminScreen(() => import('../features/warranties/components/warranty-jobs-page'), ({ WarrantyJobsPage }) => () => <WarrantyJobsPage section="create" />),
  warrantyJobsList: adminScreen(() => import('../features/warranties/components/warranty-jobs-page'), ({ WarrantyJobsPage }) => () => <WarrantyJobsPage section="list" />),
  shops: adminScreen(() => import('../features/master-data/components/shops-page'), (m) => m.ShopsPage),
  productGroups: adminScreen(() => import('../features/master-data/components/product-groups-page'), (m) => m.ProductGroupsPage),
  productCategories: adminScreen(() => import('../features/master-data/components/product-categories-page'), (m) => m.ProductCategoriesPage),
  cartAdditions: adminScreen(() => import('../features/master-data/components/cart-additions-page'), (m) => m.CartAdditionsPage),
  paymentModes: adminScreen(() => import('../features/master-data/components/payment-modes-page'), (m) => m.PaymentModesPage),
  priceLists: adminScreen(() => import('../features/master-data/components/price-lists-page'), (m) => m.PriceListsPage),
  notFound: screen(() => import('./not-found-page'), (m) => m.NotFoundPage),
};

type Screen = ReturnType<typeof screen>;
type TitledRoute = RouteObject & { screen?: Screen; title?: RouteTitle };
const route = (path: string | undefined, s: Screen, title?: RouteTitle): TitledRoute =>
  path === undefined ? { index: true, element: <s.Component />, screen: s, title } : { path, element: <s.Component />, screen: s, title };

// One title per route, on the browser tab: 'Ordini — Portale agenti'.
const routes: TitledRoute[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <CustomersPage />, title: 'Clienti' } as TitledRoute,
      route('clienti/:id', screens.customer, 'Scheda cliente'),
      route('utenti', screens.users, 'Utenti'),
      route('job', screens.jobs, 'Job'),
      route('negozi', screens.shops, 'Negozi'),
      route('gruppi-prodotto', screens.productGroups, 'Gruppi prodotto'),
      route('categorie-prodotto', screens.productCategories, 'Categorie prodotto'),
      route('cart-additions/:type?', screens.cartAdditions, 'Regole del carrello'),
      route('modalita-pagamento', screens.paymentModes, 'Modalità di pagamento'),
      route('listini', screens.priceLists, 'Listini'),
      route('catalogo', screens.catalog, 'Catalogo'),
      route('cart', screens.cart, 'Carrello'),
      route('carts-archive/:type', screens.archive, ({ type }) => (type === 'temporary_orders' ? 'Ordini temporanei' : 'Preventivi')),
      route('ordini', screens.orders, 'Ordini'),
      route('prodotti-ordinati', screens.orderedItems, 'Prodotti ordinati'),
      route('fatture', screens.invoices, 'Fatture'),
      route('ddt', screens.shippingDocuments, 'DDT'),
      route('visite', screens.visits, 'Visite'),
      route('garanzie', screens.warranties, 'Garanzie'),
      route('warranty-job/create', screens.warrantyJobsCreate, 'Genera codici garanzia'),
      route('warranty-job/list', screens.warrantyJobsList, 'Elenco lavori garanzia'),
      route('*', screens.notFound, 'Pagina non trovata'),
    ],
  },
];

// A deep link's screen starts loading with this chunk, not after the first render.
for (const match of matchRoutes(routes, window.location) ?? []) void (match.route as TitledRoute).screen?.preload();

/** The signed-in screens; without a session, the login page. */
export function SignedInRoutes() {
  const location = useLocation();
  useDocumentTitle(documentTitle(matchRoutes(routes, location)));
  const element = useRoutes(routes);
  return <RequireAuth>{element}</RequireAuth>;
}
