import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CustomersHome } from './customers-home';
import { loadChunk } from '../lib/load-chunk';
import { useSession } from '../lib/session';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { documentTitle, useDocumentTitle } from './route-title';
import { SCREEN_ROUTES, type RouteTitle, type ScreenName, type ScreenRoute } from './route-table';

/**
 * The signed-in area: one chunk with the layout and the home page (the customers list, where every session
 * starts), and the other screens as chunks of their own, imported from here. Because every screen's chunk is
 * loaded by this chunk, the code a screen shares with the layout or the home is already there: the first
 * signed-in load fetches one chunk instead of dozens of small shared ones.
 */
interface Screen {
  Component: ComponentType;
  preload?: () => Promise<unknown>;
}

function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  const importer = () => loadChunk(load).then((module) => ({ default: pick(module) }));
  return { Component: lazy(importer), preload: importer };
}

/** An admin-only screen: agents are sent home (the server refuses them anyway). */
function adminOnly(Page: ComponentType): ComponentType {
  return function AdminScreen() {
    return useSession().data.user.role === 'admin' ? <Page /> : <Navigate to="/" replace />;
  };
}

const screens: Record<ScreenName, Screen> = {
  customers: { Component: CustomersHome },
  customer: screen(() => import('../features/customers/components/customer-details-page'), (m) => m.CustomerDetailsPage),
  briefing: screen(() => import('./briefing-route'), (m) => m.BriefingRoute),
  users: screen(() => import('../features/users/components/users-page'), (m) => m.UsersPage),
  jobs: screen(() => import('../features/jobs/components/jobs-page'), (m) => m.JobsPage),
  apiKeys: screen(() => import('../features/api-keys/components/api-keys-page'), (m) => m.ApiKeysPage),
  // The cart is wired into the catalogue and the archive by the app layer (cart-routes.tsx).
  catalog: screen(() => import('./cart-routes'), (m) => m.CatalogRoute),
  cart: screen(() => import('../features/cart/components/cart-page'), (m) => m.CartPage),
  archive: screen(() => import('./cart-routes'), (m) => m.ArchiveRoute),
  orders: screen(() => import('./cart-routes'), (m) => m.OrdersRoute),
  orderedItems: screen(() => import('./cart-routes'), (m) => m.OrderedItemsRoute),
  invoices: screen(() => import('../features/invoices/components/invoices-page'), (m) => m.InvoicesPage),
  shippingDocuments: screen(() => import('../features/shipping-documents/components/shipping-documents-page'), (m) => m.ShippingDocumentsPage),
  visits: screen(() => import('../features/visits/components/visits-page'), (m) => m.VisitsPage),
  warranties: screen(() => import('../features/warranties/components/warranties-page'), (m) => m.WarrantiesPage),
  device: screen(() => import('../features/offline/components/device-page'), (m) => m.DevicePage),
  profile: screen(() => import('../features/auth/components/profile-page'), (m) => m.ProfilePage),
  outbox: screen(() => import('./outbox-route'), (m) => m.OutboxRoute),
  // /warranty-job/create ('Genera') and /warranty-job/list ('Elenco'): one screen in two sections.
  warrantyJobsCreate: screen(() => import('../features/warranties/components/warranty-jobs-page'), ({ WarrantyJobsPage }) => () => <WarrantyJobsPage section="create" />),
  warrantyJobsList: screen(() => import('../features/warranties/components/warranty-jobs-page'), ({ WarrantyJobsPage }) => () => <WarrantyJobsPage section="list" />),
  shops: screen(() => import('../features/master-data/components/shops-page'), (m) => m.ShopsPage),
  productGroups: screen(() => import('../features/master-data/components/product-groups-page'), (m) => m.ProductGroupsPage),
  productCategories: screen(() => import('../features/master-data/components/product-categories-page'), (m) => m.ProductCategoriesPage),
  cartAdditions: screen(() => import('../features/master-data/components/cart-additions-page'), (m) => m.CartAdditionsPage),
  paymentModes: screen(() => import('../features/master-data/components/payment-modes-page'), (m) => m.PaymentModesPage),
  approvals: screen(() => import('../features/orders/components/approvals-page'), (m) => m.ApprovalsPage),
  priceLists: screen(() => import('../features/master-data/components/price-lists-page'), (m) => m.PriceListsPage),
  notFound: screen(() => import('./not-found-page'), (m) => m.NotFoundPage),
};

type TitledRoute = RouteObject & { screen?: Screen; title?: RouteTitle };

// The route table (route-table.ts) gives path, title and role; one title per route, on the browser tab.
const routes: TitledRoute[] = [
  {
    element: <Layout />,
    children: (Object.entries(SCREEN_ROUTES) as [ScreenName, ScreenRoute][]).map(([name, { path, title, admin }]) => {
      const s = screens[name];
      const Page = admin ? adminOnly(s.Component) : s.Component;
      return path === '' ? { index: true, element: <Page />, screen: s, title } : { path, element: <Page />, screen: s, title };
    }),
  },
];

// A deep link's screen starts loading with this chunk, not after the first render.
for (const match of matchRoutes(routes, window.location) ?? []) void (match.route as TitledRoute).screen?.preload?.();

/** The signed-in screens; without a session, the login page. */
export function SignedInRoutes() {
  const location = useLocation();
  useDocumentTitle(documentTitle(matchRoutes(routes, location)));
  const element = useRoutes(routes);
  return <RequireAuth>{element}</RequireAuth>;
}
