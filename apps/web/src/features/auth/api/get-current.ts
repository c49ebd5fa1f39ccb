import { ZCurrentResponse } from '@portale/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/** The logged-in user and current context; null when there is no session. */
export async function getCurrent() {
  try {
    return await apiGet('user/current', ZCurrentResponse);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getCurrent, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQueryOptions);
}
