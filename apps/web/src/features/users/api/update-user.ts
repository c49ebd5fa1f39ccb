import { getUsersCall, updateUserCall, type TUserInput } from '@portale/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** POST users/update: creates (no id) or edits a user. */
export function updateUser(user: TUserInput) {
  return callApi(updateUserCall, { body: { user } });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Profiles' links changed too: the customers home's agent list reads them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getUsersCall) }),
  });
}
