import { ZActivateResponse } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiPost } from '../../../lib/api-client';
import { sessionQueryKey, type getCurrent } from './get-current';

export interface ActivationTarget {
  profile_external_id: string;
  customer_id?: number | null;
}

/**
 * What else happens around 'Attiva', composed by the app layer (the cart: push pending edits first, then
 * take the server's cart, which the server parked if it held another customer's products).
 */
export interface ActivationHooks {
  before?: (target: ActivationTarget) => Promise<void>;
  after?: (target: ActivationTarget) => Promise<void>;
}
export const ActivationHooksContext = createContext<ActivationHooks>({});

/** 'Attiva': makes a profile (and optionally a customer) the current context on the server. */
export function activate(input: ActivationTarget) {
  return apiPost('user/activate', ZActivateResponse, input);
}

export function useActivate() {
  const queryClient = useQueryClient();
  const hooks = useContext(ActivationHooksContext);
  return useMutation({
    mutationFn: async (input: ActivationTarget) => {
      await hooks.before?.(input);
      const answer = await activate(input);
      await hooks.after?.(input);
      return answer;
    },
    onSuccess: ({ current }) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof getCurrent>>>(sessionQueryKey, (old) => (old ? { ...old, current } : old));
    },
  });
}
