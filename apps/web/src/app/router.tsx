import { createBrowserRouter, type Params } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { NotFoundPage } from './not-found-page';
import { TitledOutlet } from './route-title';

export const router = createBrowserRouter([
  {
    // One title per route (handle.title), set on the browser tab.
    element: <TitledOutlet />,
    children: [
      { path: '/login', element: <LoginPage />, handle: { title: 'Accesso' } },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Layout />
          </RequireAuth>
        ),
        children: [
          { index: true, handle: { title: 'Clienti' }, lazy: async () => ({ Component: (await import('../features/customers/components/customers-page')).CustomersPage }) },
          {
            path: 'clienti/:id',
            handle: { title: 'Scheda cliente' },
            lazy: async () => ({ Component: (await import('../features/customers/components/customer-details-page')).CustomerDetailsPage }),
          },
          {
            path: 'utenti',
            handle: { title: 'Utenti' },
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
          { path: 'catalogo', handle: { title: 'Catalogo' }, lazy: async () => ({ Component: (await import('../features/catalog/components/catalog-page')).CatalogPage }) },
          { path: 'cart', handle: { title: 'Carrello' }, lazy: async () => ({ Component: (await import('../features/cart/components/cart-page')).CartPage }) },
          {
            path: 'carts-archive/:type',
            handle: { title: ({ type }: Params) => (type === 'temporary_orders' ? 'Ordini temporanei' : 'Preventivi') },
            lazy: async () => ({ Component: (await import('../features/archive/components/archive-page')).ArchivePage }),
          },
          { path: 'ordini', handle: { title: 'Ordini' }, lazy: async () => ({ Component: (await import('../features/orders/components/orders-page')).OrdersPage }) },
          {
            path: 'prodotti-ordinati',
            handle: { title: 'Prodotti ordinati' },
            lazy: async () => ({ Component: (await import('../features/ordered-items/components/ordered-items-page')).OrderedItemsPage }),
          },
          { path: 'fatture', handle: { title: 'Fatture' }, lazy: async () => ({ Component: (await import('../features/invoices/components/invoices-page')).InvoicesPage }) },
          {
            path: 'ddt',
            handle: { title: 'DDT' },
            lazy: async () => ({ Component: (await import('../features/shipping-documents/components/shipping-documents-page')).ShippingDocumentsPage }),
          },
          { path: 'visite', handle: { title: 'Visite' }, lazy: async () => ({ Component: (await import('../features/visits/components/visits-page')).VisitsPage }) },
          { path: '*', element: <NotFoundPage />, handle: { title: 'Pagina non trovata' } },
        ],
      },
    ],
  },
]);
