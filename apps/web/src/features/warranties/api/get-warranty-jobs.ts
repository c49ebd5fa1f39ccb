import { getWarrantyJobsCall } from '@portale/contract/warranties';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey, callScope } from '../../../lib/api-client';

export interface JobListParams {
  page: number;
  search: string;
  type: number | '';
}

/** POST warranty/getJobs: one page of jobs and the server's batch_max. */
export function getWarrantyJobs(params: JobListParams, signal?: AbortSignal) {
  return callApi(getWarrantyJobsCall, { body: params }, { signal });
}

export const warrantyJobsKeyPrefix = callScope(getWarrantyJobsCall);

/**
 * With `poll` (the jobs list), asks again every second while a job is still generating, so its progress bar
 * moves; the create form reads only batch_max and does not poll.
 */
export function useWarrantyJobs(params: JobListParams, { poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: callKey(getWarrantyJobsCall, { body: params }),
    queryFn: ({ signal }) => getWarrantyJobs(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (poll && query.state.data?.jobs.data.some((j) => j.status === 'queued' || j.status === 'running') ? 1000 : false),
  });
}
