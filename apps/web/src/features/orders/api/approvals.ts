import { approveOrderCall, pendingApprovalsCall, pendingApprovalsCountCall, rejectOrderCall } from '@portale/contract/approvals';
import { getProfileOrdersCall } from '@portale/contract/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey, callScope } from '../../../lib/api-client';

/** GET orders/pendingApprovals: the admin's queue. */
export const pendingApprovalsQueryOptions = queryOptions({
  queryKey: callKey(pendingApprovalsCall, {}),
  queryFn: ({ signal }) => callApi(pendingApprovalsCall, {}, { signal }),
});

/** GET orders/pendingApprovalsCount: the menu entry's count, refreshed every minute while the admin works. */
export const pendingApprovalsCountQueryOptions = queryOptions({
  queryKey: callKey(pendingApprovalsCountCall, {}),
  queryFn: ({ signal }) => callApi(pendingApprovalsCountCall, {}, { signal }),
  refetchInterval: 60_000,
});

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions);
export const usePendingApprovalsCount = () => useQuery(pendingApprovalsCountQueryOptions);

/** After a decision: the queue, its count and the orders lists (the order's status changed). */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pendingApprovalsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: pendingApprovalsCountQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: callScope(getProfileOrdersCall) }),
    ]);
}

/** POST orders/approve/{id}. */
export function useApproveOrder() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: (id: number) => callApi(approveOrderCall, { params: { id } }), onSettled: refresh });
}

/** POST orders/reject/{id} with the reason the agent will read. */
export function useRejectOrder() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(rejectOrderCall, { params: { id }, body: { reason } }),
    onSettled: refresh,
  });
}
