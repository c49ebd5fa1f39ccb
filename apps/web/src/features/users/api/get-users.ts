import { ZGetUsersResponse } from '@portale/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET users: every user with their profiles, plus the role code → label map. */
export const usersQueryOptions = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => apiGet('users', ZGetUsersResponse, signal),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
