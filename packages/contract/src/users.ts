import { z } from 'zod';
import { defineCall } from './call';
import { editOrCreate, ZId, ZIdParams, ZSuccessResponse } from './common';
import { ZProfile } from './profiles';

export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The ERP's 'TOP' code. */
  external_id: z.string().nullable(),
  role: z.string(),
  enabled: z.boolean(),
  profiles: z.array(ZProfile),
  /** Issue 56: the largest effective line discount (percent) the user sends without approval; null = the settings' default. */
  discount_limit: z.number().nullable(),
  /** Sent back with an edit: a save based on an older version answers 409 STALE_VERSION. */
  version: z.number().int(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET users: every user with their profiles, and the role code → label map from configuration. */
export const ZGetUsersResponse = z.object({
  users: z.array(ZUser),
  roles: z.record(z.string(), z.string()),
  /** The settings' default discount limit (percent) for users without their own (100 = no limit). */
  default_discount_limit: z.number(),
});

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest (ASVS V6.2: at least 64 allowed; longer ones only cost hashing time). */
export const MAX_PASSWORD_LENGTH = 128;

export const ZUserInput = editOrCreate({
  name: z.string().trim().min(1, 'Il nome è obbligatorio').max(200),
  // Trim before the format check: a pasted address often carries spaces.
  email: z.string().trim().max(254).pipe(z.email({ error: 'Indirizzo email non valido' })).describe('Indirizzo email (formato email), univoco tra gli utenti'),
  external_id: z.string().trim().max(50).nullish(),
  role: z.string().min(1, 'Il ruolo è obbligatorio'),
  enabled: z.boolean().default(true),
  /** Required on create unless an invitation is sent; on edit, empty keeps the current password. */
  password: z.string().max(200).nullish(),
  password_confirmation: z.string().max(200).nullish(),
  /** On create: e-mail the user a link to set the password ('Imposta la password') instead of typing one. */
  send_invitation: z.boolean().default(false),
  /**
   * Maximum effective line discount (percent, the cascade combined: 3+3 = 5,91) the user sends without approval;
   * null = the settings' default. Ignored for administrators (their orders are never held).
   */
  discount_limit: z
    .number()
    .min(0, 'Il limite di sconto va da 0 a 100')
    .max(100, 'Il limite di sconto va da 0 a 100')
    .multipleOf(0.01, 'Il limite di sconto ammette al massimo due decimali')
    .nullable()
    .default(null),
  /** Linked agent profiles, by id. */
  profiles: z.array(z.object({ id: ZId })).default([]),
})
  // The password rules run with the field checks, so a form sent empty is told everything at once.
  .superRefine((user, ctx) => {
    const password = user.password ?? '';
    const flag = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!user.id && !password && !user.send_invitation) flag('password', 'La password è obbligatoria');
    if (!password) return;
    if (password.length < MIN_PASSWORD_LENGTH) flag('password', `La password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri`);
    if (password.length > MAX_PASSWORD_LENGTH) flag('password', `La password può contenere al massimo ${MAX_PASSWORD_LENGTH} caratteri`);
    if (password !== (user.password_confirmation ?? '')) flag('password_confirmation', 'Le password non coincidono');
  });
export type TUserInput = z.input<typeof ZUserInput>;

export const ZUpdateUserRequest = z.object({ user: ZUserInput });
export const ZUpdateUserResponse = z.object({ success: z.boolean(), message: z.string().optional(), user: ZUser });

// --- Calls (spec §4 "Users") ---
const tag = 'users';

export const getUsersCall = defineCall({ method: 'GET', path: 'users', summary: 'Utenti con i loro codici agente', access: 'admin', tag, response: ZGetUsersResponse });
/** Creates (no id) or edits a user. */
export const updateUserCall = defineCall({ method: 'POST', path: 'users/update', summary: 'Crea o modifica un utente', errors: ['DUPLICATE_KEY', 'CONFLICT', 'NOT_FOUND'], access: 'admin', tag, body: ZUpdateUserRequest, response: ZUpdateUserResponse });
export const deleteUserCall = defineCall({ method: 'DELETE', path: 'users/delete/:id', summary: 'Elimina un utente', errors: ['CONFLICT'], access: 'admin', tag, params: ZIdParams, response: ZSuccessResponse });

export const usersCalls = [getUsersCall, updateUserCall, deleteUserCall];
