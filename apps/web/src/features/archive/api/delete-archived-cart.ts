import { getArchiveCall, deleteArchivedCartCall } from '@portale/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** DELETE cart/delete/{id}: only entries without issue_date (the server refuses issued ones too). */
export function useDeleteArchivedCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteArchivedCartCall, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) }),
  });
}
