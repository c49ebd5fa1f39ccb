import { ZSuccessResponse } from '@portale/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';

/** DELETE cart/delete/{id}: only entries without issue_date (the server refuses issued ones too). */
export function useDeleteArchivedCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`cart/delete/${id}`, ZSuccessResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['archive'] }),
  });
}
