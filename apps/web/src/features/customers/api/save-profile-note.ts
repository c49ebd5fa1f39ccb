import { ZSaveProfileNoteResponse } from '@portale/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST user/saveProfileNote/{customer id}: the caller's private note on the customer. */
export function saveProfileNote(customerId: number, note: string, userId?: number) {
  return apiPost(`user/saveProfileNote/${customerId}`, ZSaveProfileNoteResponse, { note, user_id: userId });
}

export function useSaveProfileNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, note, userId }: { customerId: number; note: string; userId?: number }) => saveProfileNote(customerId, note, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
