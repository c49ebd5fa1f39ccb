import { forgotPasswordCall, setPasswordCall } from '@portale/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST password/forgot: the same answer whether the address exists or not. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => callApi(forgotPasswordCall, { body: { email } }) });
}

/** POST password/set: the password from an invitation or reset link. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; password_confirmation: string }) => callApi(setPasswordCall, { body }),
  });
}
