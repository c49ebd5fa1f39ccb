import { ZSaveProfileNoteResponse, type TCustomer } from '@portale/contract/customers';
import type { Paged } from '@portale/contract/common';
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
    // Patch the cached lists and sheet in place: refetching would reload the list (and its notice) for one note.
    onSuccess: ({ user_note }, { customerId }) => {
      const patch = (c: TCustomer) => (c.id === customerId ? { ...c, user_note } : c);
      queryClient.setQueriesData<{ customers: Paged<TCustomer> }>({ queryKey: ['customers', 'profile'] }, (old) =>
        old ? { customers: { ...old.customers, data: old.customers.data.map(patch) } } : old,
      );
      queryClient.setQueryData<{ customer: TCustomer | null }>(['customers', 'one', customerId], (old) =>
        old?.customer ? { ...old, customer: patch(old.customer) } : old,
      );
    },
  });
}
