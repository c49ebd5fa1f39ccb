import type { TUser } from '@portale/contract/users';
import { createContext, use } from 'react';

/** The users (with their agent codes) an admin's agent columns list, as the app layer loaded them. */
export interface AgentUsers {
  data?: { users: TUser[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Provided by the app layer (app/session-provider.tsx): components never call the API themselves. */
export const AgentUsersContext = createContext<AgentUsers | null>(null);

export function useAgentUsers(): AgentUsers {
  const users = use(AgentUsersContext);
  if (!users) throw new Error('useAgentUsers is only available inside the logged-in area');
  return users;
}
