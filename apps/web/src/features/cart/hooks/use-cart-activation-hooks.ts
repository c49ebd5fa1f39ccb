import { callScope } from '../../../lib/api-client';
import { getArchiveCall } from '@portale/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isCartEmpty, replayActivationWithCart } from '../store/activation-replay';
import { cartSyncFor } from '../store/cart-sync';

/**
 * The cart's part of 'Attiva' (composed by the app layer): pending edits reach the server first, so the
 * server parks what the agent sees; afterwards the server's cart (emptied when parked) replaces the copy.
 * Whether it parked is the server's answer (`parked_cart`), not a guess from this device's copy: the app
 * layer tells the agent where the cart went. An 'Attiva' made without network reaches the server before any cart edit.
 */
export function useCartActivationHooks(userId: number) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      before: async () => {
        await cartSyncFor(userId).flush();
      },
      after: async (parked: boolean) => {
        await cartSyncFor(userId).pull();
        if (parked) void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
      },
      /** Without network an 'Attiva' needs an empty cart. */
      isEmpty: () => isCartEmpty(userId),
      /** Runs `work` before each cart exchange with the server (an 'Attiva' made without network goes first). */
      beforeExchange: (work: (() => Promise<void>) | null) => cartSyncFor(userId).setBeforeExchange(work),
      /** Replays an 'Attiva' made without network with the server's cart emptied around it (activation-replay.ts). */
      replay: async <T extends { parked_cart: boolean }>(activate: () => Promise<T>) => {
        const answer = await replayActivationWithCart(userId, activate);
        if (answer.parked_cart) void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
        return answer;
      },
    }),
    [userId, queryClient],
  );
}
