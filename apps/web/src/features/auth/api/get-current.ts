import { currentUserCall } from '@portale/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, callKey } from '../../../lib/api-client';
import { withPendingActivation } from '../../../lib/offline/pending-activation';
import { rememberedSession, rememberSession } from '../../../lib/offline/remembered-session';
import { sendPendingLogout } from './send-pending-logout';

/**
 * The logged-in user and current context; null when there is no session. Without network, an agent's session as
 * last seen on this device, so the portal opens on the offline copy (issue 18). A customer activated without network
 * stays the current one until the server is told (the cart sync tells it first).
 */
export async function getCurrent(signal?: AbortSignal) {
  // A logout tapped without network goes first: until the server has it, there is no session on this device.
  if (!(await sendPendingLogout())) return null;
  try {
    return withPendingActivation(await callApi(currentUserCall, {}, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
      rememberSession(null);
      return null;
    }
    const remembered = error instanceof ApiError && error.code === 'NETWORK' ? rememberedSession() : null;
    if (remembered) return remembered;
    throw error;
  }
}

export const sessionQueryKey = callKey(currentUserCall, {});

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getCurrent(signal), staleTime: 60_000 });

/** The session query itself: the app layer provides its answer to the logged-in area (lib/session). */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
