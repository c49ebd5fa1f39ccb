import type { CallInput } from '@portale/contract/call';
import { saveVisitCall, visitIndexCall } from '@portale/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** POST visit/saveVisit/{customer id}; the key makes a retry of one recording (e.g. after a lost answer) record one visit. */
export function saveVisit({ idempotencyKey, ...input }: CallInput<typeof saveVisitCall> & { idempotencyKey: string }) {
  return callApi(saveVisitCall, input, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useSaveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisit,
    // The visits list (another screen) must show the new visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(visitIndexCall) }),
  });
}
