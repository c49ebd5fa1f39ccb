import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { NotFoundPage } from './not-found-page';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Layout />
      </RequireAuth>
    ),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/customers/components/customers-page')).CustomersPage }) },
      {
        path: 'clienti/:id',
        lazy: async () => ({ Component: (await import('../features/customers/components/customer-details-page')).CustomerDetailsPage }),
      },
      {
        path: 'utenti',
        lazy: async () => {
          const { UsersPage } = await import('../features/users/components/users-page');
          return {
            Component: () => (
              <RequireAuth adminOnly>
                <UsersPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: 'job',
        lazy: async () => {
          const { JobsPage } = await import('../features/jobs/components/jobs-page');
          return {
            Component: () => (
              <RequireAuth adminOnly>
                <JobsPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: 'catalogo', lazy: async () => ({ Component: (await import('../features/catalog/components/catalog-page')).CatalogPage }) },
      { path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/components/cart-page')).CartPage }) },
      { path: 'carts-archive/:type', lazy: async () => ({ Component: (await import('../features/archive/components/archive-page')).ArchivePage }) },
      { path: 'ordini', lazy: async () => ({ Component: (await import('../features/orders/components/orders-page')).OrdersPage }) },
      {
        path: 'prodotti-ordinati',
        lazy: async () => ({ Component: (await import('../features/ordered-items/components/ordered-items-page')).OrderedItemsPage }),
      },
      { path: 'fatture', lazy: async () => ({ Component: (await import('../features/invoices/components/invoices-page')).InvoicesPage }) },
      {
        path: 'ddt',
        lazy: async () => ({ Component: (await import('../features/shipping-documents/components/shipping-documents-page')).ShippingDocumentsPage }),
      },
      { path: 'visite', lazy: async () => ({ Component: (await import('../features/visits/components/visits-page')).VisitsPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
