import type { TRecoveryCodes, TSecondFactorState, TTotpSetup } from '@portale/contract/second-factor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { clearFailures, dropSessionsToPassword, raiseSessionEndingOthers } from '../../sessions/session.repository';
import { findUserRow, insertSignInEvent } from '../account/account.repository';
import { recordChange } from '../audit/audit.service';
import { admitAttempt, openSession, type OpenedSession } from '../auth/auth.service';
import { endPendingStep, findPendingStep } from './pending-step';
import {
  acceptTotpStep,
  countUnusedRecoveryCodes,
  deleteSecondFactors,
  deleteTotp,
  findPasskeysOfUser,
  findTotp,
  lockUserFactors,
  putUnconfirmedTotp,
  replaceRecoveryCodes,
  secondFactorMethods,
  useRecoveryCode,
} from './second-factor.repository';
import { newRecoveryCodes, newTotpSecret, normalisedRecoveryCode, totpEnrolment, totpStepOf } from './totp';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CODE_INVALID = 'Codice non valido o già usato: inserire il codice attuale dell’app o un codice di recupero';
const STEP_EXPIRED = 'L’accesso è scaduto: inserire di nuovo email e password';

/** Recovery codes are kept as an HMAC keyed by the app secret: a copy of the database alone cannot test guesses. */
const recoveryHashOf = (secrets: SecretBox, userId: number, code: string) => secrets.sign(`recovery:${userId}:${code}`);

/** Code attempts of one user, counted like the login's (same limits and growing delays), whatever the address. */
const codeAttempts = (config: Config, userId: number) => [{ key: `second-factor:${userId}`, limit: config.loginLimits.perAccount }];

export async function secondFactorState(db: Db, config: Config, actor: Actor): Promise<TSecondFactorState> {
  const totp = await findTotp(db, actor.userId);
  const keys = await findPasskeysOfUser(db, actor.userId);
  return {
    totp: Boolean(totp?.confirmedAt),
    recovery_codes_left: await countUnusedRecoveryCodes(db, actor.userId),
    passkeys: keys.map((k) => ({ id: k.id, name: k.name, created_at: k.createdAt.toISOString(), last_used_at: k.lastUsedAt?.toISOString() ?? null })),
    required: config.adminSecondFactorRequired && actor.isAdmin,
  };
}

/** A new secret for the authenticator app, not a factor until a code confirms it; refused while one is active. */
export async function startTotp(db: Db, secrets: SecretBox, actor: Actor): Promise<TTotpSetup> {
  const user = await findUserRow(db, actor.userId);
  if (!user) throw AppError.unauthorized();
  const secret = newTotpSecret();
  if (!(await putUnconfirmedTotp(db, actor.userId, secrets.encrypt(secret)))) {
    throw AppError.conflict('L’app di autenticazione è già attiva: disattivarla prima di impostarne un’altra');
  }
  const { url, qrSvg, grouped } = await totpEnrolment(secret, user.email);
  return { secret: grouped, otpauth_url: url, qr_svg: qrSvg };
}

/**
 * The first right code confirms the app; ten new recovery codes are answered once (only their hashes are kept).
 * The code proved the app in this session: this session alone is raised, the user's others end (issue 64).
 */
export async function confirmTotp(db: Db, config: Config, secrets: SecretBox, actor: Actor, code: string): Promise<TRecoveryCodes> {
  await admitAttempt(db, config, codeAttempts(config, actor.userId));
  const totp = await findTotp(db, actor.userId);
  if (!totp) throw AppError.badRequest('Impostare prima l’app di autenticazione (inquadrare il QR)');
  if (totp.confirmedAt) throw AppError.conflict('L’app di autenticazione è già attiva');
  const step = totpStepOf(secrets.decrypt(totp.secretSealed), code);
  if (step === null) throw new AppError('SECOND_FACTOR_INVALID', 'Codice non valido: inserire il codice a 6 cifre mostrato ora dall’app');
  const codes = newRecoveryCodes();
  const ended = await db.transaction(async (tx) => {
    await lockUserFactors(tx, actor.userId);
    if (!(await acceptTotpStep(tx, actor.userId, step, true))) return null;
    await replaceRecoveryCodes(tx, actor.userId, codes.map((c) => recoveryHashOf(secrets, actor.userId, normalisedRecoveryCode(c)!)));
    return raiseSessionEndingOthers(tx, actor.userId, actor.sessionId);
  });
  if (ended === null) throw new AppError('SECOND_FACTOR_INVALID', CODE_INVALID);
  await clearFailures(db, codeAttempts(config, actor.userId).map((k) => k.key));
  return { recovery_codes: codes, other_sessions_ended: ended };
}

/**
 * Checks a code against the user's confirmed app (a step after the last accepted one) or his unused recovery
 * codes, and uses it up: answers which it was, or null.
 */
export async function useSecondFactorCode(db: Db, secrets: SecretBox, userId: number, code: string): Promise<'totp' | 'recovery' | null> {
  const totp = await findTotp(db, userId);
  if (totp?.confirmedAt) {
    const step = totpStepOf(secrets.decrypt(totp.secretSealed), code);
    if (step !== null) return (await acceptTotpStep(db, userId, step)) ? 'totp' : null;
  }
  const recovery = normalisedRecoveryCode(code);
  if (recovery && (await useRecoveryCode(db, userId, recoveryHashOf(secrets, userId, recovery)))) return 'recovery';
  return null;
}

/**
 * Turns the app off (with one of its codes or a recovery code); the recovery codes go with it. Answers whether it
 * was the user's last factor: then every session of his drops to the password level (issue 64).
 */
export async function disableTotp(db: Db, config: Config, secrets: SecretBox, actor: Actor, code: string): Promise<{ lastFactorGone: boolean }> {
  await admitAttempt(db, config, codeAttempts(config, actor.userId));
  const totp = await findTotp(db, actor.userId);
  if (!totp?.confirmedAt) throw AppError.badRequest('L’app di autenticazione non è attiva');
  if (!(await useSecondFactorCode(db, secrets, actor.userId, code))) throw new AppError('SECOND_FACTOR_INVALID', CODE_INVALID);
  const lastFactorGone = await db.transaction(async (tx) => {
    await lockUserFactors(tx, actor.userId);
    await deleteTotp(tx, actor.userId);
    await replaceRecoveryCodes(tx, actor.userId, []);
    return dropSessionsIfNoFactorLeft(tx, actor.userId);
  });
  await clearFailures(db, codeAttempts(config, actor.userId).map((k) => k.key));
  return { lastFactorGone };
}

/**
 * After a factor was removed (in the caller's transaction, under `lockUserFactors`): with none left, no session
 * of the user counts as having proved one. An admin, where the portal requires a factor, is back to its setup.
 */
export async function dropSessionsIfNoFactorLeft(tx: Tx, userId: number): Promise<boolean> {
  if ((await secondFactorMethods(tx, userId)).length) return false;
  await dropSessionsToPassword(tx, userId);
  return true;
}

/**
 * The login's second step: the pending sign-in of the cookie (5 minutes, used once) and a code; counted per
 * user like the login; each failure is in the user's history. Only now the session opens.
 */
export async function secondStep(
  db: Db,
  config: Config,
  secrets: SecretBox,
  input: { pendingToken: string | undefined; code: string; ip: string; userAgent: string | null; deviceToken?: string },
): Promise<OpenedSession> {
  const pending = await findPendingStep(db, input.pendingToken, 'second-factor');
  if (!pending?.userId) throw new AppError('SECOND_FACTOR_INVALID', STEP_EXPIRED);
  const userId = pending.userId;
  await admitAttempt(db, config, codeAttempts(config, userId));
  const used = await useSecondFactorCode(db, secrets, userId, input.code);
  const event = { userId, ip: input.ip, userAgent: input.userAgent };
  if (!used) {
    await insertSignInEvent(db, { ...event, method: 'password+codice', succeeded: false });
    throw new AppError('SECOND_FACTOR_INVALID', CODE_INVALID);
  }
  if (!(await endPendingStep(db, input.pendingToken!))) throw new AppError('SECOND_FACTOR_INVALID', STEP_EXPIRED);
  await clearFailures(db, codeAttempts(config, userId).map((k) => k.key));
  const method = used === 'totp' ? 'password+codice' : 'password+recupero';
  await insertSignInEvent(db, { ...event, method, succeeded: true });
  return openSession(db, config, secrets, userId, method, input);
}

/**
 * The admin clears another user's second factors (app, recovery codes, passkeys), recorded in the user's history;
 * the user's sessions drop to the password level (an admin's, where a factor is required, to its setup only).
 */
export async function resetSecondFactor(db: Db, actor: Actor, userId: number) {
  if (!(await findUserRow(db, userId))) throw AppError.notFound('Utente non trovato');
  await db.transaction(async (tx) => {
    await lockUserFactors(tx, userId);
    const before = await secondFactorMethods(tx, userId);
    await deleteSecondFactors(tx, userId);
    await dropSessionsToPassword(tx, userId);
    await recordChange(tx, actor, 'users', userId, { second_factor: before.join(', ') || 'nessuno' }, { second_factor: 'azzerato' });
  });
}
