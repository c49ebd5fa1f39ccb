import type { CallInput } from '@portale/contract/call';
import type { Paged } from '@portale/contract/common';
import { getCustomerCall, getProfileCustomersCall, saveProfileNoteCall, type TCustomer } from '@portale/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey, callScope } from '../../../lib/api-client';

/** POST user/saveProfileNote/{customer id}: the caller's private note on the customer. */
export function saveProfileNote(input: CallInput<typeof saveProfileNoteCall>) {
  return callApi(saveProfileNoteCall, input);
}

export function useSaveProfileNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileNote,
    // Patch the cached lists and sheet in place: refetching would reload the list (and its notice) for one note.
    onSuccess: ({ user_note }, { params: { id: customerId } }) => {
      const patch = (c: TCustomer) => (c.id === customerId ? { ...c, user_note } : c);
      queryClient.setQueriesData<{ customers: Paged<TCustomer> }>({ queryKey: callScope(getProfileCustomersCall) }, (old) =>
        old ? { customers: { ...old.customers, data: old.customers.data.map(patch) } } : old,
      );
      queryClient.setQueryData<{ customer: TCustomer | null }>(callKey(getCustomerCall, { params: { id: customerId } }), (old) =>
        old?.customer ? { ...old, customer: patch(old.customer) } : old,
      );
    },
  });
}
