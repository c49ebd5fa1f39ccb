import { ZUpdateUserResponse, type TUserInput } from '@portale/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST users/update: creates (no id) or edits a user. */
export function updateUser(user: TUserInput) {
  return apiPost('users/update', ZUpdateUserResponse, { user });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Profiles' links changed too: the customers home's agent list reads them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
