import { callScope } from '../../../lib/api-client';
import { getArchiveCall } from '@portale/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { isBoundElsewhere } from '../store/cart-model';
import { cartStore } from '../store/cart-store';
import { cartSyncFor } from '../store/cart-sync';

interface Target {
  profile_external_id: string;
  customer_id?: number | null;
}

/**
 * The cart's part of 'Attiva' (composed by the app layer): pending edits reach the server first, so the
 * server parks what the agent sees; afterwards the server's cart (emptied when parked) replaces the copy.
 */
export function useCartActivationHooks(userId: number) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    // Whether the cart held another customer's products when 'Attiva' started (one activation at a time).
    const held = { elsewhere: false };
    return {
      before: async (target: Target) => {
        held.elsewhere = isBoundElsewhere(cartStore.get(userId), target);
        await cartSyncFor(userId).flush();
      },
      after: async () => {
        await cartSyncFor(userId).pull();
        if (held.elsewhere && cartStore.get(userId).items.length === 0) {
          notifySuccess('Il carrello è stato spostato negli ordini temporanei');
          void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
        }
      },
    };
  }, [userId, queryClient]);
}
