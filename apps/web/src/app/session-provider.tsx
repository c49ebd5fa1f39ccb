import type { TLoginResponse } from '@portale/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { AgentUsersContext } from '../components/list-layout/agent-users';
import { activate as activateOnServer } from '../features/auth/api/activate';
import { sessionQueryKey } from '../features/auth/api/get-current';
import { usersQueryOptions } from '../features/users/api/get-users';
import { parkCartBeforeActivating } from '../lib/cart-parking';
import { SessionContext, type ActivateInput, type Session } from '../lib/session';

/**
 * Composes what the logged-in area shares across features: the session, 'Attiva' (which first parks a
 * cart bound to another customer) and, for admins, the users whose agent codes the list columns show.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = session.user.id;
  const activate = useCallback(
    async ({ parkCart = true, ...input }: ActivateInput) => {
      // Restoring an archived cart passes parkCart: false because it replaces the cart after the user confirmed.
      if (parkCart && (await parkCartBeforeActivating(userId, input))) void queryClient.invalidateQueries({ queryKey: ['archive'] });
      const answer = await activateOnServer(input);
      queryClient.setQueryData<TLoginResponse | null>(sessionQueryKey, (old) => (old ? { ...old, current: answer.current } : old));
      return answer;
    },
    [queryClient, userId],
  );
  const value = useMemo(() => ({ session, activate }), [session, activate]);
  // GET users is admin-only; agents never see the agents' column.
  const agentUsers = useQuery({ ...usersQueryOptions, enabled: session.user.role === 'admin' });
  return (
    <SessionContext value={value}>
      <AgentUsersContext value={agentUsers}>{children}</AgentUsersContext>
    </SessionContext>
  );
}
