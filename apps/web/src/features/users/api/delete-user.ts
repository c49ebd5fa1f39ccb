import { deleteUserCall, getUsersCall } from '@portale/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** DELETE users/delete/{id}. */
export function deleteUser(id: number) {
  return callApi(deleteUserCall, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getUsersCall) }),
  });
}
