import { ZGetUsersResponse } from '@portale/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET users: every user with their profiles and the role labels; one cache entry for every screen. */
export const usersQueryOptions = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => apiGet('users', ZGetUsersResponse, signal),
  staleTime: 60_000,
});

/** The users an admin's agent-code column lists (spec §2). */
export function useAgentUsers() {
  return useQuery(usersQueryOptions);
}
