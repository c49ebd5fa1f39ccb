import { getUsersCall } from '@portale/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api-client';

/** GET users: every user with their profiles and the role labels; one cache entry for every screen. */
export const usersQueryOptions = { ...callQuery(getUsersCall, {}), staleTime: 60_000 };

/** GET users for the users admin (the app layer shares the same entry with the agent-code columns). */
export function useUsers() {
  return useQuery(usersQueryOptions);
}
