import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { overlaysMounted } from '../lib/overlays';
import { SessionContext, type Session } from '../lib/session';

// jsdom lacks what Mantine measures with; harmless stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (!('fonts' in document)) {
  // Textarea autosize listens for web-font loading.
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

/**
 * Renders a component with the app's providers (Mantine, a fresh query client, modals, router) and, when
 * given, the logged-in session the app layer would provide ('Attiva' answers the session's context).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', session }: { route?: string; session?: Session } = {}) {
  // The notifications store is module-global: start each render without the previous test's notices.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // This render provides the notices and dialogs itself (the app loads them lazily: app/overlays.tsx).
  overlaysMounted();
  return {
    queryClient,
    ...render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[route]}>
              {session ? <SessionContext value={{ session, activate: async () => ({ current: session.current }), setCurrent: () => undefined }}>{ui}</SessionContext> : ui}
            </MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
