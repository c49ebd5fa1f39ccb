import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionQueryKey, useSessionQuery } from '../features/auth/api/get-current';
import { SESSION_USER_CHANGED_MESSAGE } from '@portale/contract/session-user';
import { onUnauthorized, onUserChanged } from '../lib/api-client';
import { endDeviceSession } from '../lib/offline/device-session';
import { rememberSession } from '../lib/offline/remembered-session';
import { BootScreen } from './boot-screen';
import { Box } from '@mantine/core';
import { ErrorState } from '../components/error-state';

const SECOND_FACTOR_SETUP = '/profilo';

/**
 * Renders its children only with a session; otherwise sends the user to the login page. The layout then provides
 * the session to the signed-in screens (app/session-provider.tsx).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(() => {
        // The session ended on the server: this user's replay and sync stop before anything else is sent.
        endDeviceSession();
        rememberSession(null);
        queryClient.setQueryData(sessionQueryKey, null);
      }),
    [queryClient],
  );
  useEffect(
    () =>
      onUserChanged(() => {
        // Someone else signed in in another tab (issue 64, point 7): this page stops working for its user now — replay,
        // sync and cart pushes end, nothing in memory outlives it — and goes to the login. Its user's unsent work stays
        // on the device for their next session; the remembered session is the other tab's business, left alone.
        endDeviceSession();
        // The session query is emptied in place (this screen observes it: a cleared cache would leave it on the old
        // answer and the page where it was); every other answer of the old user goes.
        queryClient.setQueryData(sessionQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(sessionQueryKey) });
        void import('../lib/notify').then(({ notifyError }) => notifyError(SESSION_USER_CHANGED_MESSAGE, 'Sessione cambiata'));
      }),
    [queryClient],
  );

  if (session.isPending) {
    return <BootScreen />;
  }
  // No answer at all (no network, server down) is not a signed-out user: say so, keep the way back.
  if (session.isError && session.data === undefined) {
    return (
      <Box maw={480} mx="auto" py="xl" px="md">
        <ErrorState title="Portale non raggiungibile" error={session.error} onRetry={() => void session.refetch()} />
      </Box>
    );
  }
  if (!session.data) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  // An admin without the second factor the portal requires is led to its setup: the server refuses him the rest.
  if (session.data.user.second_factor_missing && location.pathname !== SECOND_FACTOR_SETUP) return <Navigate to={SECOND_FACTOR_SETUP} replace />;
  return children;
}
