import { z } from 'zod';
import { ZLoginResponse } from './auth';
import { defineCall } from './call';
import { ZIdParams, ZSuccessResponse } from './common';

/** A 6-digit code from the authenticator app, or a recovery code (letters and digits, dashes ignored). */
export const ZSecondFactorCode = z.object({ code: z.string().trim().min(1, 'Inserire il codice').max(40) });

/** One passkey of the caller ('Il mio profilo'). */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** The caller's second factors, and whether the portal requires one of them. */
export const ZSecondFactorState = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(ZPasskey),
  /** True when the portal requires a second factor of this user (admins, with the setting on). */
  required: z.boolean(),
});
export type TSecondFactorState = z.infer<typeof ZSecondFactorState>;

/** A new, not yet confirmed authenticator-app secret: the QR and the secret to type. */
export const ZTotpSetup = z.object({
  /** Base32, grouped by 4 for typing. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG image of the QR code. */
  qr_svg: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/**
 * Enrolling a factor proves it in the caller's session, which alone is raised; every other session of the user
 * ends (issue 64): how many, so the app can say 'Sessioni terminate sugli altri dispositivi'.
 */
const ZOtherSessionsEnded = z.number().int().min(0);

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()), other_sessions_ended: ZOtherSessionsEnded });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** WebAuthn options and responses: the shapes of the W3C JSON serialisation, passed through to the libraries. */
const ZWebAuthnJson = z.looseObject({});
/** A passkey just registered, and the other sessions its registration ended. */
export const ZPasskeyRegistered = ZPasskey.extend({ other_sessions_ended: ZOtherSessionsEnded });
export type TPasskeyRegistered = z.infer<typeof ZPasskeyRegistered>;
export const ZPasskeyRegistration = z.object({ name: z.string().trim().min(1, 'Indicare un nome').max(60, 'Al massimo 60 caratteri'), response: ZWebAuthnJson });
export const ZPasskeyRename = z.object({ name: z.string().trim().min(1, 'Indicare un nome').max(60, 'Al massimo 60 caratteri') });
export const ZPasskeySignIn = z.object({ response: ZWebAuthnJson });

// --- Calls ('Il mio profilo', the login's second step, the admin's reset) ---
const tag = 'second-factor';
/** Calls an admin still reaches while the portal requires a second factor he has not set up. */
const beforeSecondFactor = true;

export const getSecondFactorCall = defineCall({ method: 'GET', path: 'account/second_factor', summary: 'Secondo fattore dell’utente collegato (app di autenticazione, codici di recupero, passkey)', access: 'user', beforeSecondFactor, tag, response: ZSecondFactorState });
export const startTotpCall = defineCall({ method: 'POST', path: 'account/totp/start', summary: 'Nuovo segreto per l’app di autenticazione (QR), da confermare con un codice', errors: ['CONFLICT'], access: 'user', beforeSecondFactor, tag, response: ZTotpSetup });
export const confirmTotpCall = defineCall({ method: 'POST', path: 'account/totp/confirm', summary: 'Conferma l’app di autenticazione con un codice: risponde i dieci codici di recupero', errors: ['SECOND_FACTOR_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'user', beforeSecondFactor, tag, body: ZSecondFactorCode, response: ZRecoveryCodes });
export const disableTotpCall = defineCall({ method: 'POST', path: 'account/totp/disable', summary: 'Disattiva l’app di autenticazione (con un suo codice o un codice di recupero)', errors: ['SECOND_FACTOR_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'user', tag, body: ZSecondFactorCode, response: ZSuccessResponse });
/** The login's second step: the pending sign-in (cookie) and a code; opens the session. */
export const secondStepCall = defineCall({ method: 'POST', path: 'login/second_factor', summary: 'Accesso, secondo passaggio: codice dell’app o codice di recupero', errors: ['SECOND_FACTOR_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'public', tag, body: ZSecondFactorCode, response: ZLoginResponse });
export const resetSecondFactorCall = defineCall({ method: 'POST', path: 'users/reset_second_factor/:id', summary: 'Azzera il secondo fattore di un utente (app, codici di recupero e passkey)', errors: ['NOT_FOUND'], access: 'admin', tag, params: ZIdParams, response: ZSuccessResponse });

/** WebAuthn: a passkey's registration options (challenge kept server-side for this session, 5 minutes). */
export const passkeyRegistrationOptionsCall = defineCall({ method: 'POST', path: 'account/passkeys/options', summary: 'Opzioni WebAuthn per registrare una passkey', access: 'user', beforeSecondFactor, tag, response: ZWebAuthnJson });
export const registerPasskeyCall = defineCall({ method: 'POST', path: 'account/passkeys/register', summary: 'Registra una passkey (risposta del dispositivo alle opzioni)', errors: ['SECOND_FACTOR_INVALID'], access: 'user', beforeSecondFactor, tag, body: ZPasskeyRegistration, response: ZPasskeyRegistered });
export const renamePasskeyCall = defineCall({ method: 'POST', path: 'account/passkeys/rename/:id', summary: 'Rinomina una passkey', access: 'user', tag, params: ZIdParams, body: ZPasskeyRename, response: ZSuccessResponse });
export const deletePasskeyCall = defineCall({ method: 'DELETE', path: 'account/passkeys/delete/:id', summary: 'Rimuove una passkey', access: 'user', tag, params: ZIdParams, response: ZSuccessResponse });
/** 'Accedi con passkey': options for any passkey of this site (challenge in a 5-minute cookie). */
export const passkeyLoginOptionsCall = defineCall({ method: 'POST', path: 'login/passkey/options', summary: 'Opzioni WebAuthn per accedere con una passkey', errors: ['TOO_MANY_ATTEMPTS'], access: 'public', tag, response: ZWebAuthnJson });
export const passkeyLoginCall = defineCall({ method: 'POST', path: 'login/passkey', summary: 'Accesso con una passkey, senza password', errors: ['SECOND_FACTOR_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'public', tag, body: ZPasskeySignIn, response: ZLoginResponse });

export const secondFactorCalls = [
  getSecondFactorCall,
  startTotpCall,
  confirmTotpCall,
  disableTotpCall,
  secondStepCall,
  resetSecondFactorCall,
  passkeyRegistrationOptionsCall,
  registerPasskeyCall,
  renamePasskeyCall,
  deletePasskeyCall,
  passkeyLoginOptionsCall,
  passkeyLoginCall,
];
