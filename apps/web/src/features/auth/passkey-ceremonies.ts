import type { TLoginResponse } from '@portale/contract/auth';
import { passkeyLoginCall, passkeyLoginOptionsCall, passkeyRegistrationOptionsCall, registerPasskeyCall } from '@portale/contract/second-factor';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { clearErrors, notifyError, notifySuccess } from '../../lib/notify';
import { sessionQueryKey } from './api/get-current';

/**
 * The WebAuthn ceremonies, imported only on a click: the browser library stays out of the login's bundle
 * (issue 58's budget). A refusal on the device (cancelled, no passkey, timed out) becomes an Italian ApiError.
 */
const browserLibrary = () => import('@simplewebauthn/browser');

function deviceRefusal(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError(0, 'Passkey non usata: operazione annullata sul dispositivo o passkey non disponibile', 'BAD_REQUEST');
}

/** 'Accedi con passkey': any passkey of this site on this device, no e-mail or password; the session becomes the query's. */
export async function signInWithPasskey(queryClient: QueryClient): Promise<TLoginResponse> {
  const { startAuthentication } = await browserLibrary();
  const optionsJSON = (await callApi(passkeyLoginOptionsCall, {})) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON }).catch(deviceRefusal);
  const answer = await callApi(passkeyLoginCall, { body: { response: { ...response } } });
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, answer);
  return answer;
}

/** The sign-in buttons' whole flow (here, not in the login's bundle): the notices, then `onSignedIn`. */
export function passkeySignInFlow(queryClient: QueryClient, onSignedIn: () => void) {
  return signInWithPasskey(queryClient).then(
    () => {
      clearErrors();
      notifySuccess('Autenticazione effettuata correttamente');
      onSignedIn();
    },
    (error: Error) => notifyError(error.message, 'Accesso non autorizzato'),
  );
}

/** 'Aggiungi passkey': creates one on this device for the signed-in user, under the given name. */
export async function createPasskey(name: string) {
  const { startRegistration } = await browserLibrary();
  const optionsJSON = (await callApi(passkeyRegistrationOptionsCall, {})) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON }).catch(deviceRefusal);
  return callApi(registerPasskeyCall, { body: { name, response: { ...response } } });
}
