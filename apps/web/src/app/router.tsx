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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
