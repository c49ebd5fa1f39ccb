import { startWarrantyJobCall } from '@portale/contract/warranties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStartJobRequest } from '@portale/contract/warranties';
import { callApi } from '../../../lib/api-client';
import { warrantyJobsKeyPrefix } from './get-warranty-jobs';

/** POST warranty/startJob; the job list reloads afterwards. */
export function startJob(body: z.input<typeof ZStartJobRequest>) {
  return callApi(startWarrantyJobCall, { body });
}

export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warrantyJobsKeyPrefix }),
  });
}
