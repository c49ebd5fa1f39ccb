import { ZGetUsersResponse } from '@portale/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET users: for an admin's left column, the users that have agent profiles (spec §2). */
export function useAgentUsers(enabled: boolean) {
  return useQuery({
    // Same key and answer as the users admin and the customers home, so the screens share one cache entry.
    queryKey: ['users'],
    queryFn: ({ signal }) => apiGet('users', ZGetUsersResponse, signal),
    enabled,
    staleTime: 60_000,
  });
}
