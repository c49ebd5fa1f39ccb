import { currentUserCall } from '@portale/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, callKey } from '../../../lib/api-client';

/** The logged-in user and current context; null when there is no session. */
export async function getCurrent(signal?: AbortSignal) {
  try {
    return await callApi(currentUserCall, {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}

export const sessionQueryKey = callKey(currentUserCall, {});

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getCurrent(signal), staleTime: 60_000 });

/** The session query itself: the app layer provides its answer to the logged-in area (lib/session). */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
