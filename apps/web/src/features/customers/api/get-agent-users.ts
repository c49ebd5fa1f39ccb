import { ZGetUsersResponse } from '@portale/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET users: for an admin's customers home, every user with their profiles (spec §6). */
export function useAgentUsers(enabled: boolean) {
  return useQuery({
    // Same key as the users admin so both screens share one cache entry.
    queryKey: ['users'],
    queryFn: ({ signal }) => apiGet('users', ZGetUsersResponse, signal),
    enabled,
  });
}
