import type { CallInput } from '@portale/contract/call';
import { saveVisitCall, visitIndexCall } from '@portale/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline/outbox';
import { useSession } from '../../../lib/session';

export type SaveVisitInput = CallInput<typeof saveVisitCall> & { idempotencyKey: string; label: string };

/**
 * POST visit/saveVisit/{customer id}; the key makes a retry of one recording (e.g. after a lost answer) record one
 * visit. Without network the visit waits in the outbox with the same key ('queued'), and is sent when the network
 * returns (issue 18).
 */
export function useSaveVisit() {
  const queryClient = useQueryClient();
  const userId = useSession().data.user.id;
  return useMutation({
    mutationFn: ({ idempotencyKey, label, ...input }: SaveVisitInput) =>
      sendOrQueue(userId, { key: idempotencyKey, kind: 'visit', label, input }, () =>
        callApi(saveVisitCall, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
      ),
    // The visits list (another screen) must show the new visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(visitIndexCall) }),
  });
}
