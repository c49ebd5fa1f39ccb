import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParams, ZSuccessResponse } from './common';

/** One open session of the caller ('Il mio profilo'): device and browser read from its user agent. */
export const ZAccountSession = z.object({
  /** An opaque handle to end it by (never the session's key). */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  /** ISO timestamps. */
  started_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** One sign-in or failed attempt of a user, for the admin. */
export const ZSignInEvent = z.object({
  id: z.number().int(),
  succeeded: z.boolean(),
  /** 'password' or 'reset' (a password set from an e-mailed link). */
  method: z.string(),
  ip: z.string().nullable(),
  device: z.string(),
  created_at: z.string(),
});
export type TSignInEvent = z.infer<typeof ZSignInEvent>;

export const ZSessionParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'Sessione non valida') });

export const ZForgotPasswordRequest = z.object({ email: z.string().trim().max(254) });

export const ZSetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(1024),
  password_confirmation: z.string().max(1024),
});

// --- Calls ('Il mio profilo', 'Password dimenticata?', the admin's 'Accessi') ---
const tag = 'account';

export const getMySessionsCall = defineCall({ method: 'GET', path: 'account/sessions', summary: 'Sessioni aperte dell’utente collegato', access: 'user', tag, response: z.object({ sessions: z.array(ZAccountSession) }) });
export const endMySessionCall = defineCall({ method: 'DELETE', path: 'account/sessions/end/:id', summary: 'Chiude una sessione dell’utente collegato', access: 'user', tag, params: ZSessionParams, response: ZSuccessResponse });
export const endMyOtherSessionsCall = defineCall({ method: 'POST', path: 'account/sessions/end_others', summary: 'Esci dagli altri dispositivi', access: 'user', tag, response: ZSuccessResponse });
export const endUserSessionsCall = defineCall({ method: 'POST', path: 'users/end_sessions/:id', summary: 'Chiude tutte le sessioni di un utente', errors: ['NOT_FOUND'], access: 'admin', tag, params: ZIdParams, response: ZSuccessResponse });
export const getUserSignInsCall = defineCall({ method: 'GET', path: 'users/sign_ins/:id', summary: 'Accessi e tentativi falliti di un utente', access: 'admin', tag, params: ZIdParams, response: z.object({ events: z.array(ZSignInEvent) }) });
/** Sends a reset link if the address belongs to an enabled user and no quiet limit (per account, per address) is reached: the same answer either way. */
export const forgotPasswordCall = defineCall({ method: 'POST', path: 'password/forgot', summary: 'Password dimenticata: invia il collegamento per reimpostarla', access: 'public', tag, body: ZForgotPasswordRequest, response: ZSuccessResponse });
/** Sets the password from an invitation or reset link (single use); every session of the user ends. */
export const setPasswordCall = defineCall({ method: 'POST', path: 'password/set', summary: 'Imposta la password da un collegamento ricevuto per email', errors: ['BAD_REQUEST', 'TOO_MANY_ATTEMPTS'], access: 'public', tag, body: ZSetPasswordRequest, response: ZSuccessResponse });
/** Sends (again) the invitation e-mail to set the password. */
export const inviteUserCall = defineCall({ method: 'POST', path: 'users/invite/:id', summary: 'Invia l’invito a impostare la password', errors: ['NOT_FOUND'], access: 'admin', tag, params: ZIdParams, response: ZSuccessResponse });

export const accountCalls = [getMySessionsCall, endMySessionCall, endMyOtherSessionsCall, endUserSessionsCall, getUserSignInsCall, forgotPasswordCall, setPasswordCall, inviteUserCall];
