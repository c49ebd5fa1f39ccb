import { ZActivateResponse } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { parkCartBeforeActivating } from '../../../lib/cart-parking';
import { sessionQueryKey, type getCurrent } from './get-current';

/** 'Attiva': makes a profile (and optionally a customer) the current context on the server. */
export function activate(input: { profile_external_id: string; customer_id?: number | null }) {
  return apiPost('user/activate', ZActivateResponse, input);
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    // Activating another customer parks a cart with products as a temporary order first; restoring an
    // archived cart passes parkCart: false because it replaces the cart after the user confirmed.
    mutationFn: async ({ parkCart = true, ...input }: Parameters<typeof activate>[0] & { parkCart?: boolean }) => {
      const userId = queryClient.getQueryData<Awaited<ReturnType<typeof getCurrent>>>(sessionQueryKey)?.user.id;
      if (parkCart && userId && (await parkCartBeforeActivating(userId, input))) void queryClient.invalidateQueries({ queryKey: ['archive'] });
      return activate(input);
    },
    onSuccess: ({ current }) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof getCurrent>>>(sessionQueryKey, (old) => (old ? { ...old, current } : old));
    },
  });
}
