import type { TSecondFactorState, TTotpSetup } from '@portale/contract/second-factor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { clearFailures } from '../../sessions/session.repository';
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
  putUnconfirmedTotp,
  replaceRecoveryCodes,
  secondFactorMethods,
  useRecoveryCode,
} from './second-factor.repository';
import { newRecoveryCodes, newTotpSecret, normalisedRecoveryCode, totpEnrolment, totpStepOf } from './totp';

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

/** The first right code confirms the app; ten new recovery codes are answered once (only their hashes are kept). */
export async function confirmTotp(db: Db, config: Config, secrets: SecretBox, actor: Actor, code: string): Promise<string[]> {
  await admitAttempt(db, config, codeAttempts(config, actor.userId));
  const totp = await findTotp(db, actor.userId);
  if (!totp) throw AppError.badRequest('Impostare prima l’app di autenticazione (inquadrare il QR)');
  if (totp.confirmedAt) throw AppError.conflict('L’app di autenticazione è già attiva');
  const step = totpStepOf(secrets.decrypt(totp.secretSealed), code);
  if (step === null) throw new AppError('SECOND_FACTOR_INVALID', 'Codice non valido: inserire il codice a 6 cifre mostrato ora dall’app');
  const codes = newRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    if (!(await acceptTotpStep(tx, actor.userId, step, true))) return false;
    await replaceRecoveryCodes(tx, actor.userId, codes.map((c) => recoveryHashOf(secrets, actor.userId, normalisedRecoveryCode(c)!)));
    return true;
  });
  if (!confirmed) throw new AppError('SECOND_FACTOR_INVALID', CODE_INVALID);
  await clearFailures(db, codeAttempts(config, actor.userId).map((k) => k.key));
  return codes;
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

/** Turns the app off (with one of its codes or a recovery code); the recovery codes go with it. */
export async function disableTotp(db: Db, config: Config, secrets: SecretBox, actor: Actor, code: string) {
  await admitAttempt(db, config, codeAttempts(config, actor.userId));
  const totp = await findTotp(db, actor.userId);
  if (!totp?.confirmedAt) throw AppError.badRequest('L’app di autenticazione non è attiva');
  if (!(await useSecondFactorCode(db, secrets, actor.userId, code))) throw new AppError('SECOND_FACTOR_INVALID', CODE_INVALID);
  await db.transaction(async (tx) => {
    await deleteTotp(tx, actor.userId);
    await replaceRecoveryCodes(tx, actor.userId, []);
  });
  await clearFailures(db, codeAttempts(config, actor.userId).map((k) => k.key));
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
  await insertSignInEvent(db, { ...event, method: used === 'totp' ? 'password+codice' : 'password+recupero', succeeded: true });
  return openSession(db, config, secrets, userId, input);
}

/** The admin clears another user's second factors (app, recovery codes, passkeys), recorded in the user's history. */
export async function resetSecondFactor(db: Db, actor: Actor, userId: number) {
  if (!(await findUserRow(db, userId))) throw AppError.notFound('Utente non trovato');
  const before = await secondFactorMethods(db, userId);
  await db.transaction(async (tx) => {
    await deleteSecondFactors(tx, userId);
    await recordChange(tx, actor, 'users', userId, { second_factor: before.join(', ') || 'nessuno' }, { second_factor: 'azzerato' });
  });
}
