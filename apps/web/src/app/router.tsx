import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/get-current';
import { LoginPage } from '../features/auth/components/login-page';
import { loadChunk } from '../lib/load-chunk';
import { BootScreen } from './boot-screen';
import { pageTitle, useDocumentTitle } from './route-title';

const loadSignedIn = () => loadChunk(() => import('./signed-in-routes'));
const SignedInRoutes = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInRoutes })));

function Login() {
  useDocumentTitle(pageTitle('Accesso'));
  return <LoginPage />;
}

/**
 * The app's routes: the login page in the entry, everything else in the signed-in chunk. On the first load of
 * a signed-in page that chunk and the session call start together as the app starts (the server may already
 * have preloaded both: plugins/static-spa.ts).
 */
export function AppRouter() {
  const queryClient = useQueryClient();
  if (window.location.pathname !== '/login') {
    void loadSignedIn();
    // Answered from the cache once fetched (staleTime), so a later render asks nothing.
    void queryClient.prefetchQuery(sessionQueryOptions);
  }
  return (
    <BrowserRouter>
      <Suspense fallback={<BootScreen />}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
