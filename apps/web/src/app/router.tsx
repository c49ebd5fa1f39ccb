import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from './require-auth';

/**
 * Every signed-in screen and the signed-in layout are chunks of their own; the entry holds React, the
 * router, the providers, the login page and the session check, so the login page needs no second round
 * trip and the session call of a signed-in screen starts while its chunks download. The declarative
 * router (no loaders or actions here) keeps the data router's code out of the entry.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const importer = () => load().then((module) => ({ default: pick(module) }));
  return { Component: lazy(importer), preload: importer };
}

const signedIn = screen(
  () => import('./layout'),
  ({ Layout }) =>
    function SignedInLayout() {
      return (
        <RequireAuth>
          <Layout />
        </RequireAuth>
      );
    },
);
const usersScreen = screen(
  () => import('../features/users/components/users-page'),
  ({ UsersPage }) =>
    function AdminUsersPage() {
      return (
        <RequireAuth adminOnly>
          <UsersPage />
        </RequireAuth>
      );
    },
);

const jobsScreen = screen(
  () => import('../features/jobs/components/jobs-page'),
  ({ JobsPage }) =>
    function AdminJobsPage() {
      return (
        <RequireAuth adminOnly>
          <JobsPage />
        </RequireAuth>
      );
    },
);

const screens = {
  customers: screen(() => import('../features/customers/components/customers-page'), (m) => m.CustomersPage),
  customer: screen(() => import('../features/customers/components/customer-details-page'), (m) => m.CustomerDetailsPage),
  users: usersScreen,
  jobs: jobsScreen,
  catalog: screen(() => import('../features/catalog/components/catalog-page'), (m) => m.CatalogPage),
  cart: screen(() => import('../features/cart/components/cart-page'), (m) => m.CartPage),
  archive: screen(() => import('../features/archive/components/archive-page'), (m) => m.ArchivePage),
  orders: screen(() => import('../features/orders/components/orders-page'), (m) => m.OrdersPage),
  orderedItems: screen(() => import('../features/ordered-items/components/ordered-items-page'), (m) => m.OrderedItemsPage),
  invoices: screen(() => import('../features/invoices/components/invoices-page'), (m) => m.InvoicesPage),
  shippingDocuments: screen(() => import('../features/shipping-documents/components/shipping-documents-page'), (m) => m.ShippingDocumentsPage),
  visits: screen(() => import('../features/visits/components/visits-page'), (m) => m.VisitsPage),
  notFound: screen(() => import('./not-found-page'), (m) => m.NotFoundPage),
};

type Screen = ReturnType<typeof screen>;
const route = (path: string | undefined, s: Screen, children?: RouteObject[]): RouteObject & { screen: Screen } =>
  path === undefined ? { index: true, element: <s.Component />, screen: s } : { path, element: <s.Component />, children, screen: s };

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  route('/', signedIn, [
    route(undefined, screens.customers),
    route('clienti/:id', screens.customer),
    route('utenti', screens.users),
    route('job', screens.jobs),
    route('catalogo', screens.catalog),
    route('cart', screens.cart),
    route('carts-archive/:type', screens.archive),
    route('ordini', screens.orders),
    route('prodotti-ordinati', screens.orderedItems),
    route('fatture', screens.invoices),
    route('ddt', screens.shippingDocuments),
    route('visite', screens.visits),
    route('*', screens.notFound),
  ]),
];

function Routes() {
  return useRoutes(routes);
}

/** The app's routes. On the first load the chunks of the whole matched branch (layout and page) start together. */
export function AppRouter() {
  for (const match of matchRoutes(routes, window.location) ?? []) void (match.route as { screen?: Screen }).screen?.preload();
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </BrowserRouter>
  );
}
