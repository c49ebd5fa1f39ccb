import type { TCurrentContext, TLoginResponse } from '@portale/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor } from '@mantine/core';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AgentUsersContext } from '../components/list-layout/agent-users';
import { activate as activateOnServer } from '../features/auth/api/activate';
import { sessionQueryKey } from '../features/auth/api/get-current';
import { usersQueryOptions } from '../features/users/api/get-users';
import { CartSync } from '../features/cart/components/cart-sync';
import { useCartActivationHooks } from '../features/cart/hooks/use-cart-activation-hooks';
import { notifyInfo } from '../lib/notify';
import { rememberSession } from '../lib/offline/remembered-session';
import { SessionContext, type ActivateInput, type Session } from '../lib/session';

/** Where the parked cart went, with the way there. */
function ParkedCartNotice({ onOpen }: { onOpen: () => void }) {
  return (
    <>
      Carrello spostato in Ordini temporanei.{' '}
      <Anchor component="button" type="button" size="sm" onClick={onOpen}>
        Apri Ordini temporanei
      </Anchor>
    </>
  );
}

/**
 * Composes what the logged-in area shares across features: the session, 'Attiva' (the cart's pending edits
 * reach the server first; the server parks a cart bound to another customer; the cart then takes the
 * server's copy) and, for admins, the users whose agent codes the list columns show.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = session.user.id;
  const cart = useCartActivationHooks(userId);
  const setCurrent = useCallback(
    (current: TCurrentContext) =>
      queryClient.setQueryData<TLoginResponse | null>(sessionQueryKey, (old) => (old ? { ...old, current } : old)),
    [queryClient],
  );
  const navigate = useNavigate();
  const activate = useCallback(
    async (input: ActivateInput) => {
      await cart.before();
      const answer = await activateOnServer(input);
      setCurrent(answer.current);
      await cart.after(answer.parked_cart);
      // The cart was for another customer: it is not lost, and the agent is told where it went (issue 21).
      if (answer.parked_cart) notifyInfo(<ParkedCartNotice onOpen={() => navigate('/carts-archive/temporary_orders')} />, 'parked-cart');
      return answer;
    },
    [cart, setCurrent, navigate],
  );
  const value = useMemo(() => ({ session, activate, setCurrent }), [session, activate, setCurrent]);
  // The session as last seen (an activation included) opens the portal on a reload without network (issue 18).
  useEffect(() => rememberSession(session), [session]);
  // GET users is admin-only; agents never see the agents' column.
  const agentUsers = useQuery({ ...usersQueryOptions, enabled: session.user.role === 'admin' });
  return (
    <SessionContext value={value}>
      {/* The cart follows the server's copy while the user is signed in (docs/CART.md). */}
      <CartSync userId={userId} />
      <AgentUsersContext value={agentUsers}>{children}</AgentUsersContext>
    </SessionContext>
  );
}
