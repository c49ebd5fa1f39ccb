import { ZActivateResponse } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { sessionQueryKey, type getCurrent } from './get-current';

/** 'Attiva': makes a profile (and optionally a customer) the current context on the server. */
export function activate(input: { profile_external_id: string; customer_id?: number | null }) {
  return apiPost('user/activate', ZActivateResponse, input);
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activate,
    onSuccess: ({ current }) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof getCurrent>>>(sessionQueryKey, (old) => (old ? { ...old, current } : old));
    },
  });
}
