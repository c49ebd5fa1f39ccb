import { z } from 'zod';
import { defineCall } from './call';
import { ZId, ZSuccessResponse } from './common';
import { ZProfile } from './profiles';

export const ZLoginRequest = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
  scope: z.string().optional(),
});

export const ZCurrentCustomer = z.object({
  id: z.number().int(),
  external_id: z.string(),
  company_name: z.string(),
  price_list_id: z.number().int().nullable(),
});

/** The server-side agent context set by 'Attiva' (PRODUCT.md "Agent context"). */
export const ZCurrentContext = z.object({
  profile: ZProfile.nullable(),
  customer: ZCurrentCustomer.nullable(),
});
export type TCurrentContext = z.infer<typeof ZCurrentContext>;

export const ZSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  external_id: z.string().nullable(),
  role: z.string(),
  profiles: z.array(ZProfile),
  /** The portal requires a second factor of this user and this session has not proved one (issue 64: the session's level): only its setup is reachable. */
  second_factor_missing: z.boolean().optional(),
  /**
   * Issue 56: the largest effective line discount (percent) the user sends without approval; null = no limit (admins).
   * The cart marks the lines beyond it; the server holds the order whatever the device shows.
   */
  discount_limit: z.number().nullable().default(null),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({ user: ZSessionUser, current: ZCurrentContext });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export const ZCurrentResponse = ZLoginResponse;
/** The password was right and the user has a second factor: the session exists only after the second step. */
export const ZSecondStep = z.object({ second_factor: z.object({ methods: z.array(z.enum(['totp', 'passkey'])) }) });
export type TSecondStep = z.infer<typeof ZSecondStep>;
/** Signed in, or a second step to take (a plain union: the login's bundle has a budget). */
export const ZLoginAnswer = z.union([ZLoginResponse, ZSecondStep]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export const ZActivateRequest = z.object({
  profile_external_id: z.string().min(1),
  customer_id: ZId.nullish(),
});
export const ZActivateResponse = z.object({
  current: ZCurrentContext,
  /** True when the cart, bound to another customer, was parked in 'Ordini temporanei' by this activation. */
  parked_cart: z.boolean(),
});

// --- Calls (spec §1 "Login", §6 "Attiva") ---
const tag = 'auth';

export const loginCall = defineCall({ method: 'POST', path: 'login', summary: 'Accesso con email e password', errors: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'], access: 'public', tag, body: ZLoginRequest, response: ZLoginAnswer });
/** Ends the caller's session (if any) and clears the cookie. */
export const logoutCall = defineCall({ method: 'POST', path: 'logout', summary: 'Chiude la sessione', access: 'public', beforeSecondFactor: true, tag, response: ZSuccessResponse });
export const currentUserCall = defineCall({ method: 'GET', path: 'user/current', summary: 'Utente collegato e contesto attivo (codice agente, cliente)', access: 'user', beforeSecondFactor: true, tag, response: ZCurrentResponse });
export const activateCall = defineCall({ method: 'POST', path: 'user/activate', summary: 'Attiva un codice agente e un cliente come contesto corrente', errors: ['NOT_FOUND'], access: 'user', tag, body: ZActivateRequest, response: ZActivateResponse });

export const authCalls = [loginCall, logoutCall, currentUserCall, activateCall];
