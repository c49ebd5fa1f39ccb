import { callScope } from '../../../lib/api-client';
import { getArchiveCall } from '@portale/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cartSyncFor } from '../store/cart-sync';

/**
 * The cart's part of 'Attiva' (composed by the app layer): pending edits reach the server first, so the
 * server parks what the agent sees; afterwards the server's cart (emptied when parked) replaces the copy.
 * Whether it parked is the server's answer (`parked_cart`), not a guess from this device's copy: the app
 * layer tells the agent where the cart went.
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
    }),
    [userId, queryClient],
  );
}
