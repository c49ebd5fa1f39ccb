import { ZSuccessResponse } from '@portale/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';

/** DELETE users/delete/{id}. */
export function deleteUser(id: number) {
  return apiDelete(`users/delete/${id}`, ZSuccessResponse);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
