import type { CallInput } from '@portale/contract/call';
import type { Paged } from '@portale/contract/common';
import { getCustomerCall, getProfileCustomersCall, saveProfileNoteCall, type TCustomer } from '@portale/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey, callScope } from '../../../lib/api-client';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { sendOrQueue } from '../../../lib/offline/outbox';
import { useSession } from '../../../lib/session';

export type SaveNoteInput = CallInput<typeof saveProfileNoteCall> & { customerName: string };

/**
 * POST user/saveProfileNote/{customer id}: the caller's private note on the customer. Without network the note waits
 * in the outbox (issue 18), one per customer: a newer note replaces a queued one, as it would on the server.
 */
export function useSaveProfileNote() {
  const queryClient = useQueryClient();
  const userId = useSession().data.user.id;
  return useMutation({
    mutationFn: async ({ customerName, ...input }: SaveNoteInput) => {
      let saved: { content: string; version?: number } | null = input.body.note ? { content: input.body.note } : null;
      const outcome = await sendOrQueue(userId, { key: `note-${Number(input.params.id)}`, kind: 'note', label: `Nota su ${customerName}`, input }, async () => {
        saved = (await callApi(saveProfileNoteCall, input)).user_note;
      });
      // The device's copy shows the note at once, sent or not.
      await offlineDbFor(userId)
        .customers.update(Number(input.params.id), { user_note: saved })
        .catch(() => {}); // no copy on this device (or no IndexedDB): nothing to show there
      return { outcome, user_note: saved as { content: string; version?: number } | null };
    },
    // Patch the cached lists and sheet in place: refetching would reload the list (and its notice) for one note.
    onSuccess: ({ user_note }, { params: { id: customerId } }) => {
      const patch = (c: TCustomer) => (c.id === customerId ? { ...c, user_note } : c);
      queryClient.setQueriesData<Paged<TCustomer>>({ queryKey: callScope(getProfileCustomersCall) }, (old) =>
        old ? { ...old, data: old.data.map(patch) } : old,
      );
      queryClient.setQueryData<{ customer: TCustomer | null }>(callKey(getCustomerCall, { params: { id: customerId } }), (old) =>
        old?.customer ? { ...old, customer: patch(old.customer) } : old,
      );
    },
  });
}
