import { deleteWarrantyJobCall } from '@portale/contract/warranties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warrantyJobsKeyPrefix } from './get-warranty-jobs';

/** DELETE warranty/deleteJob/{id}: a batch with no activated code goes with its codes; the list reloads. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteWarrantyJobCall, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warrantyJobsKeyPrefix }),
  });
}
