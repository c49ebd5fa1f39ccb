import './mantine-styles';
import './focus-ring.css';
import { MantineProvider, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../lib/api-error';
import { loadChunk } from '../lib/load-chunk';
import { useOnceSignal } from '../lib/once-signal';
import { overlaysRequested } from '../lib/overlays';
import { AppRouter, startSignedInLoad } from './router';

// Darker shades than Mantine's defaults so text meets WCAG AA contrast (axe-core checks it).
// The components are named by their theme keys, not through `Modal.extend()` and the like: importing Modal, Drawer
// and Notification here would put their code (focus trap, portal, scroll lock) in the entry chunk (issue 58).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  components: {
    // The eye button is an icon: name it in Italian (Mantine's default label is English).
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostra o nascondi i caratteri digitati' } } },
    // Every dialog's close button (an icon) has an Italian name, whatever the screen forgets.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } },
    // A dialog's title bar is a div, not a <header>: a second banner landmark would repeat the page's (issue 22).
    // (The header forwards `component` to its Box at run time.)
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A titled notice greys its text with gray-6 (3.3:1 on white): the dimmed colour instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * The text of 'light' variants (badges such as 'attivo', light buttons and alerts) darker than shade 9, which
 * on its own shade-1 background stays under 4.5:1 for green, orange, yellow, lime and teal: at least 5:1 here.
 */
const lightVariantText = (colors: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]));

const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    '--mantine-color-error': t.colors.red[9],
    ...lightVariantText(t.colors),
  },
  dark: {},
});

const loadOverlays = () => loadChunk(() => import('./overlays'));
const Overlays = lazy(loadOverlays);
const AppInstall = lazy(() => loadChunk(() => import('./app-install')));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again, nor will anything while the device has no network.
      retry: (count, error) => navigator.onLine && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Never paused without network (TanStack's default): the calls themselves decide, answering from the device's
      // copy, queueing in the outbox, or saying the screen needs the network (issue 18).
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

/** The first render waits for this (main.tsx): the signed-in chunk of a signed-in page, started here. */
export const appReady = startSignedInLoad(queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The notices and dialogs, mounted when the first notice or dialog is wanted (lib/overlays.ts): a page that shows none
 * never pays for them (issue 58). A second after the page has loaded their chunk is fetched ahead (a notice without
 * network finds it) and the service worker's glue mounts.
 */
function DeferredOverlays() {
  const wanted = useOnceSignal(overlaysRequested);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => {
        void loadOverlays().catch(() => undefined);
        startTransition(() => setLoaded(true));
      }, 1000);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, []);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
      {/* Its own boundary: the notices never wait for the service worker's code. */}
      {loaded && (
        <Suspense fallback={null}>
          <AppInstall />
        </Suspense>
      )}
    </>
  );
}
