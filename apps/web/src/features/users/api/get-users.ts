import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '../../../components/list-layout/use-agent-users';

/** GET users for the users admin (same cache entry as the agent-code columns). */
export function useUsers() {
  return useQuery(usersQueryOptions);
}
