import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/get-current';
import { LoginPage } from '../features/auth/components/login-page';
import { loadChunk } from '../lib/load-chunk';
import { BootScreen } from './boot-screen';
import { pageTitle, useDocumentTitle } from './route-title';

type SignedInModule = typeof import('./signed-in-routes');
/** The signed-in chunk once it has arrived: rendered as is, without a lazy component's suspense. */
let signedIn: SignedInModule | undefined;
const loadSignedIn = () => loadChunk(() => import('./signed-in-routes')).then((m) => (signedIn = m));
const LazySignedInRoutes = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInRoutes })));
/** How long the first render waits for the signed-in chunk before showing the boot screen in its place. */
const SIGNED_IN_WAIT_MS = 3_000;
// The public password pages and the login's second step: their own chunk (with the strength meter's loader), never in the login's bundle.
const loadPasswordPages = () => loadChunk(() => import('../features/auth/components/password-pages'));
const ForgotPasswordPage = lazy(() => loadPasswordPages().then((m) => ({ default: m.ForgotPasswordPage })));
const SetPasswordPage = lazy(() => loadPasswordPages().then((m) => ({ default: m.SetPasswordPage })));

// The login's second step (a user with a second factor): in the password pages' chunk, no chunk of its own to list.
const SecondStepPage = lazy(() => loadPasswordPages().then((m) => ({ default: m.SecondStepPage })));

function SecondStep() {
  useDocumentTitle(pageTitle('Verifica in due passaggi'));
  return <SecondStepPage />;
}

function ForgotPassword() {
  useDocumentTitle(pageTitle('Password dimenticata'));
  return <ForgotPasswordPage />;
}

function SetPassword() {
  useDocumentTitle(pageTitle('Imposta la password'));
  return <SetPasswordPage />;
}

function Login() {
  useDocumentTitle(pageTitle('Accesso'));
  return <LoginPage />;
}

const PUBLIC_PATHS = ['/login', '/verifica', '/password-dimenticata', '/imposta-password'];

/**
 * On the first load of a signed-in page its chunk and the session call start as the app starts, not after the
 * first render (the server may already have preloaded both: plugins/static-spa.ts). Called once, by app.tsx.
 * Resolves when the chunk is there (or after SIGNED_IN_WAIT_MS, or on a failure the lazy route then shows): the
 * entry renders after it, so the first render is the signed-in screen. A lazy route would show the boot screen as
 * a suspense fallback first, and React holds back the reveal that follows a fallback by 300 ms.
 */
export function startSignedInLoad(queryClient: QueryClient): Promise<void> {
  if (PUBLIC_PATHS.includes(window.location.pathname)) return Promise.resolve();
  // In a task of their own, not in the long one that runs the entry's modules: the server's preloads have both
  // requests under way already.
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      void queryClient.prefetchQuery(sessionQueryOptions);
      setTimeout(resolve, SIGNED_IN_WAIT_MS);
      loadSignedIn().then(() => resolve(), () => resolve());
    }, 0),
  );
}

function SignedInRoutes() {
  const Routes = signedIn?.SignedInRoutes ?? LazySignedInRoutes;
  return <Routes />;
}

/** The app's routes: the login page in the entry, everything else in the signed-in chunk. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<BootScreen />}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/verifica" element={<SecondStep />} />
          <Route path="/password-dimenticata" element={<ForgotPassword />} />
          <Route path="/imposta-password" element={<SetPassword />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
