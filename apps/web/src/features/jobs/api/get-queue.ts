import { getQueueCall } from '@portale/contract/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey, callScope } from '../../../lib/api-client';

/** GET job/getQueue?page=: one page of the queue history, newest first. */
export function getQueue(page: number, signal?: AbortSignal) {
  return callApi(getQueueCall, { query: { page } }, { signal });
}

export const queueKeyPrefix = callScope(getQueueCall);

/** Polls every second while a run on the page is queued or running, so progress moves without a reload. */
export function useQueue(page: number) {
  return useQuery({
    queryKey: callKey(getQueueCall, { query: { page } }),
    queryFn: ({ signal }) => getQueue(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.commands_history.data.some((r) => r.status === 'queued' || r.status === 'started') ? 1000 : 10_000,
  });
}
