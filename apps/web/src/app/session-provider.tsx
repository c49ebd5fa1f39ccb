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
import { ApiError } from '../lib/api-error';
import { afterFirstScreen } from '../lib/first-screen';
import { notifyError, notifyInfo } from '../lib/notify';
import { setPendingActivation } from '../lib/offline/pending-activation';
import { beginDeviceSession } from '../lib/offline/device-session';
import { rememberSession } from '../lib/offline/remembered-session';
import { activateOnDevice, OFFLINE_ACTIVATION_NOTICE, replayPendingActivation } from './offline-activation';
import { SessionContext, type ActivateInput, type Session } from '../lib/session';

export const OTHERS_UNSENT_NOTICE = 'Su questo dispositivo ci sono elementi non ancora inviati di un altro utente: saranno inviati al suo prossimo accesso';

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
 * server's copy; without network, the device's copy switches and the server is told later — offline-activation.ts)
 * and, for admins, the users whose agent codes the list columns show.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = session.user.id;
  // This page now works for this user: a replay or sync of a previous user on the tab stops (idempotent, so at render,
  // before the children's effects start this user's own runs).
  useMemo(() => beginDeviceSession(userId), [userId]);
  useEffect(
    () =>
      // Copies other users left on the device go; their unsent work stays for them, and this user is told (no content).
      // Once the first screen is done: the check loads Dexie (issue 58).
      afterFirstScreen(() => {
        void import('../lib/offline/device-copies')
          .then(({ othersUnsentWork }) => othersUnsentWork(userId))
          .then((found) => found && notifyInfo(OTHERS_UNSENT_NOTICE, 'others-unsent'))
          .catch(() => {});
      }),
    [userId],
  );
  const cart = useCartActivationHooks(userId);
  const showCurrent = useCallback(
    (current: TCurrentContext) =>
      queryClient.setQueryData<TLoginResponse | null>(sessionQueryKey, (old) => (old ? { ...old, current } : old)),
    [queryClient],
  );
  /** The context the server set: an activation made here without network is superseded. */
  const setCurrent = useCallback(
    (current: TCurrentContext) => {
      setPendingActivation(userId, null);
      showCurrent(current);
    },
    [userId, showCurrent],
  );
  const navigate = useNavigate();
  /** The server's answer to 'Attiva' becomes the session; a parked cart is announced with the way to it. */
  const announce = useCallback(
    (answer: { current: TCurrentContext; parked_cart: boolean }) => {
      setCurrent(answer.current);
      // The cart was for another customer: it is not lost, and the agent is told where it went (issue 21).
      if (answer.parked_cart) notifyInfo(<ParkedCartNotice onOpen={() => navigate('/carts-archive/temporary_orders')} />, 'parked-cart');
    },
    [setCurrent, navigate],
  );
  const activate = useCallback(
    async (input: ActivateInput) => {
      try {
        if (!navigator.onLine) throw new ApiError(0, '', 'NETWORK');
        await cart.before();
        const answer = await activateOnServer(input);
        announce(answer);
        await cart.after(answer.parked_cart);
        return answer;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
        // Without network the device switches on its copy; the server is told first thing when the network is back.
        const current = await activateOnDevice(session.user, input, cart.isEmpty());
        showCurrent(current);
        notifyInfo(OFFLINE_ACTIVATION_NOTICE, 'offline-activation');
        return { current };
      }
    },
    [cart, announce, showCurrent, session.user],
  );
  useEffect(() => {
    cart.beforeExchange(async () => {
      const outcome = await replayPendingActivation(userId, async (input) => announce(await cart.replay(() => activateOnServer(input))));
      if (outcome && 'refused' in outcome) {
        // The customer changed on the server meanwhile: the server's context stands, and the agent is told why.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        notifyError(`Attivazione di ${outcome.name} non registrata: ${outcome.refused}`);
      }
    });
    return () => cart.beforeExchange(null);
  }, [cart, userId, announce, queryClient]);
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
