import { confirmTotpCall, deletePasskeyCall, disableTotpCall, getSecondFactorCall, renamePasskeyCall, secondStepCall, startTotpCall } from '@portale/contract/second-factor';
import { getMySessionsCall } from '@portale/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callQuery, callScope } from '../../../lib/api-client';
import { sessionQueryKey } from './get-current';

/** GET account/second_factor: the caller's app, recovery codes and passkeys ('Il mio profilo'). */
export function useSecondFactor() {
  return useQuery(callQuery(getSecondFactorCall, {}));
}

/**
 * After a change: the factors again, the session (an admin's 'second factor missing' may have ended or begun) and
 * the list of sessions (enrolling a factor ends the others).
 */
export function useRefreshFactors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callScope(getSecondFactorCall) }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: callScope(getMySessionsCall) }),
    ]);
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => callApi(startTotpCall, {}) });
}

export function useConfirmTotp() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: (code: string) => callApi(confirmTotpCall, { body: { code } }), onSuccess: refresh });
}

export function useDisableTotp() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: (code: string) => callApi(disableTotpCall, { body: { code } }), onSuccess: refresh });
}

/** The login's second step: the code opens the session, which becomes the session query's answer. */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(secondStepCall, { body: { code } }),
    onSuccess: (answer) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, answer);
    },
  });
}

/** 'Aggiungi passkey': the WebAuthn ceremony (its library loaded on the click) then the list again. */
export function useCreatePasskey() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: (name: string) => import('../passkey-ceremonies').then((m) => m.createPasskey(name)), onSuccess: refresh });
}

export function useRenamePasskey() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => callApi(renamePasskeyCall, { params: { id }, body: { name } }), onSuccess: refresh });
}

export function useDeletePasskey() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: (id: number) => callApi(deletePasskeyCall, { params: { id } }), onSuccess: refresh });
}
