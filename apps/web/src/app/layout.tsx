import { Anchor, AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { useSessionQuery } from '../features/auth/api/get-current';
import { CartHeaderLink } from '../features/cart/components/cart-header-link';
import { LoadingState } from '../components/loading-state';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ShopBrand, useShopColor } from '../features/master-data/components/shop-brand';
import { warmLogoutNoticeAfterFirstScreen } from '../features/auth/components/load-logout-notice';
import { startOffline, startOfflineAfterFirstScreen, useOfflineStarted } from '../features/offline/offline-start';
import { watchFirstScreen } from '../lib/first-screen';
import { useDeviceAnswers } from '../lib/offline/device-answers';
import { prepareFormats } from '../lib/format';
import { loadChunk } from '../lib/load-chunk';
import { useSession } from '../lib/session';
import { isActiveByPrefix, NAV_ITEMS } from './navigation';
import classes from './layout.module.css';
import { SessionProvider } from './session-provider';
import { useSignOut } from './sign-out';

// The offline parts load in their own chunks (Dexie), and only once they start (offline-start.ts): the first screen
// never waits for the offline copy's code, nor shares the main thread with its download (issue 58).
const OfflineSyncTimer = lazy(() => loadChunk(() => import('../features/offline/offline-sync-timer')));
const OutboxTimer = lazy(() => loadChunk(() => import('../features/offline/outbox-timer')));
const OutboxHeaderLink = lazy(() => loadChunk(() => import('../features/offline/components/outbox-header-link')));
const OfflineBanner = lazy(() => loadChunk(() => import('../features/offline/components/offline-banner')));
/** The admin's count of orders waiting for approval, beside its menu entry (issue 56): its own chunk, admins only. */
const PendingApprovalsCount = lazy(() => loadChunk(() => import('../features/orders/components/pending-approvals-count')));
const APPROVALS_PATH = '/ordini-da-approvare';

/** The signed-in shell; it provides the session (loaded by RequireAuth) to every signed-in screen. */
export function Layout() {
  const { data: session } = useSessionQuery();
  if (!session) return null;
  return (
    <SessionProvider session={session}>
      <Shell />
    </SessionProvider>
  );
}

function Shell() {
  const [opened, { toggle, close }] = useDisclosure();
  const burger = useRef<HTMLButtonElement>(null);
  // Esc closes the tablet menu and gives the focus back to the button that opened it.
  useHotkeys([
    [
      'Escape',
      () => {
        if (!opened) return;
        close();
        burger.current?.focus();
      },
    ],
  ]);
  const session = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const user = session.data?.user;
  const current = session.data?.current;
  const isAdmin = user?.role === 'admin';
  const shopColor = useShopColor();
  const offline = useOfflineParts(Boolean(user && !isAdmin));
  useFirstScreenWork();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      {/* The user's shop brands the header: its colour as the accent line, its logo beside the title. */}
      {/* The first Tab stop: straight to the page, past the header and the menu (issue 21). */}
      <Anchor href="#contenuto" className={classes.skipLink}>
        Vai al contenuto
      </Anchor>
      <AppShell.Header style={shopColor ? { borderBottom: `4px solid ${shopColor}` } : undefined} data-shop-color={shopColor ?? undefined}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger ref={burger} opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Apri il menu" />
            <ShopBrand />
            <Title order={1} size="h4">
              Portale agenti
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Stack gap={0} miw={0} data-testid="current-context" visibleFrom="xs">
              <Text size="xs" c="dimmed" truncate>
                {current?.profile ? `Codice agente ${current.profile.external_id}` : 'Nessun codice agente attivo'}
              </Text>
              {current?.customer ? (
                // The current customer opens its sheet, in the context of the current agent code.
                <Anchor
                  component={RouterLink}
                  to={`/clienti/${current.customer.id}${current.profile ? `?profile=${encodeURIComponent(current.profile.external_id)}` : ''}`}
                  size="sm"
                  fw={600}
                  truncate
                  maw={{ base: 200, lg: 260 }}
                >
                  {`${current.customer.external_id} — ${current.customer.company_name}`}
                </Anchor>
              ) : (
                <Text size="sm" fw={600} truncate maw={260}>
                  Nessun cliente attivo
                </Text>
              )}
            </Stack>
            {user && offline && (
              <Suspense fallback={null}>
                <OutboxHeaderLink userId={user.id} />
              </Suspense>
            )}
            <CartHeaderLink />
            {/* The user's name only from lg: on a tablet the header keeps the customer, the cart and 'Esci'. */}
            <Badge variant="light" visibleFrom="lg" style={{ flexShrink: 0 }}>
              {user?.name}
            </Badge>
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              onClick={() => user && void signOut(user.id, !isAdmin)}
            >
              Esci
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar component="nav" aria-label="Navigazione principale">
        {/* The menu scrolls on its own: the admin entries go below the fold on a 768 px laptop screen. */}
        <AppShell.Section grow component={ScrollArea} p="xs" type="auto" data-testid="nav-scroll">
          {NAV_ITEMS.filter((item) => (isAdmin ? !item.agentOnly : !item.adminOnly)).map((item) => (
            <NavLink
              key={item.path}
              component={RouterLink}
              to={item.path}
              end={item.path === '/'}
              label={item.label}
              rightSection={
                item.path === APPROVALS_PATH ? (
                  <Suspense fallback={null}>
                    <PendingApprovalsCount />
                  </Suspense>
                ) : undefined
              }
              onClick={close}
              active={isActiveByPrefix(item, pathname)}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="contenuto" tabIndex={-1} className={classes.main}>
        {/* On a phone the header has no room for the context: a line above the page keeps it in sight (issue 21). */}
        <Text size="xs" hiddenFrom="xs" mb="xs" truncate data-testid="current-context-phone">
          {current?.profile ? `Codice agente ${current.profile.external_id}` : 'Nessun codice agente attivo'}
          {' · '}
          <Text span fw={600} size="xs">
            {current?.customer ? `${current.customer.external_id} — ${current.customer.company_name}` : 'Nessun cliente attivo'}
          </Text>
        </Text>
        {user && offline && (
          <Suspense fallback={null}>
            <OfflineBanner userId={user.id} />
          </Suspense>
        )}
        {/* A page's chunk loads inside the shell: header and menu stay while it arrives, or if it fails. */}
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </AppShell.Main>
      {user && offline && (
        <Suspense fallback={null}>
          <OfflineSyncTimer userId={user.id} />
          <OutboxTimer userId={user.id} />
        </Suspense>
      )}
    </AppShell>
  );
}

/**
 * The end of the first screen watched (lib/first-screen.ts), and what the page prepares around it: the formatters
 * right after the first render, the logout notice's chunk once the screen is done.
 */
function useFirstScreenWork() {
  const queryClient = useQueryClient();
  useEffect(() => watchFirstScreen(() => queryClient.isFetching() > 0), [queryClient]);
  useEffect(prepareFormats, []);
  useEffect(warmLogoutNoticeAfterFirstScreen, []);
}

/**
 * Whether an agent's offline parts run: from when the first screen is done (the page idle, its requests done), or at
 * once when a list answers from the device's copy or the network goes. Never for an admin.
 */
function useOfflineParts(agent: boolean): boolean {
  const started = useOfflineStarted();
  const fromDevice = useDeviceAnswers((s) => s.fromDevice);
  useEffect(() => {
    if (agent) return startOfflineAfterFirstScreen();
  }, [agent]);
  useEffect(() => {
    if (agent && (fromDevice || !navigator.onLine)) startOffline();
  }, [agent, fromDevice]);
  return agent && started;
}
