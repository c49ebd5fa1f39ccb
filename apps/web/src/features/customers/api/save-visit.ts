import type { CallInput } from '@portale/contract/call';
import { saveVisitCall, visitIndexCall } from '@portale/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** POST visit/saveVisit/{customer id}. */
export function saveVisit(input: CallInput<typeof saveVisitCall>) {
  return callApi(saveVisitCall, input);
}

export function useSaveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisit,
    // The visits list (another screen) must show the new visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(visitIndexCall) }),
  });
}
