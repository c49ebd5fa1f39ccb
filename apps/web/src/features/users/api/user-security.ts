import { endUserSessionsCall, getUserSignInsCall, inviteUserCall } from '@portale/contract/account';
import { resetSecondFactorCall } from '@portale/contract/second-factor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, callQuery } from '../../../lib/api-client';

/** GET users/sign_ins/{id}: a user's sign-ins and failed attempts, for the admin. */
export function useUserSignIns(id: number, enabled: boolean) {
  return useQuery({ ...callQuery(getUserSignInsCall, { params: { id } }), enabled });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: (id: number) => callApi(endUserSessionsCall, { params: { id } }) });
}

export function useInviteUser() {
  return useMutation({ mutationFn: (id: number) => callApi(inviteUserCall, { params: { id } }) });
}

/** 'Azzera secondo fattore': the user's app, recovery codes and passkeys go (recorded in his history). */
export function useResetSecondFactor() {
  return useMutation({ mutationFn: (id: number) => callApi(resetSecondFactorCall, { params: { id } }) });
}
