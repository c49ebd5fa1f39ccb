import crypto from 'node:crypto';
import type { TAccountSession, TSignInEvent } from '@portale/contract/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer } from '../../documents/mail/mailer';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { admitAttempt } from '../auth/auth.service';
import { findUserByEmail } from '../auth/auth.repository';
import { countInWindow } from '../../sessions/session.repository';
import { invitationMail, passwordChangedMail, resetMail } from './account-mail';
import {
  consumeToken,
  deleteAllSessions,
  deleteOtherSessions,
  deleteSessionOfUser,
  findLiveToken,
  findSignInEvents,
  findUserRow,
  findUserSessions,
  insertSignInEvent,
  replaceAccountToken,
  setPasswordHash,
} from './account.repository';
import { passwordProblems } from './password-rules';
import { describeUserAgent } from './user-agent';

const INVITE_DAYS = 7;
const RESET_MINUTES = 30;
const LINK_INVALID = 'Il collegamento non è valido, è già stato usato o è scaduto: chiederne uno nuovo';

/** A session's handle for the screen: derived from its key, so the key itself never leaves the server. */
const handleOf = (sessionId: string) => crypto.createHash('sha256').update(`handle:${sessionId}`).digest('hex').slice(0, 32);
const tokenHashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function mySessions(db: Db, config: Config, actor: Actor): Promise<TAccountSession[]> {
  const rows = await findUserSessions(db, actor.userId, config.session.idleMinutes);
  return rows.map((r) => ({
    id: handleOf(r.id),
    device: describeUserAgent(r.userAgent),
    ip: r.ip,
    started_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    current: r.id === actor.sessionId,
  }));
}

/** Ends one of the caller's sessions, by its handle (its own included: that is a logout). */
export async function endMySession(db: Db, config: Config, actor: Actor, handle: string) {
  const rows = await findUserSessions(db, actor.userId, config.session.idleMinutes);
  const target = rows.find((r) => handleOf(r.id) === handle);
  if (!target || !(await deleteSessionOfUser(db, actor.userId, target.id))) throw AppError.notFound('Sessione non trovata o già chiusa');
}

export async function endMyOtherSessions(db: Db, actor: Actor) {
  await deleteOtherSessions(db, actor.userId, actor.sessionId);
}

/** The admin ends every session of a user (the admin's own current one is kept when it is themself). */
export async function endSessionsOfUser(db: Db, actor: Actor, userId: number) {
  if (!(await findUserRow(db, userId))) throw AppError.notFound('Utente non trovato');
  if (userId === actor.userId) await deleteOtherSessions(db, userId, actor.sessionId);
  else await deleteAllSessions(db, userId);
}

export async function signInsOfUser(db: Db, userId: number): Promise<TSignInEvent[]> {
  const rows = await findSignInEvents(db, userId);
  return rows.map((r) => ({ id: r.id, succeeded: r.succeeded, method: r.method, ip: r.ip, device: describeUserAgent(r.userAgent), created_at: r.createdAt.toISOString() }));
}

export async function recordSignIn(db: Db, row: { userId: number; succeeded: boolean; method: string; ip: string | null; userAgent: string | null }) {
  await insertSignInEvent(db, row);
}

const sendMail = (config: Config) => createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
const linkTo = (config: Config, token: string) => `${config.warranty.publicUrl}/imposta-password#${token}`;

/** Issues a link secret (the older ones of the user die) and answers the secret, which is kept only as a hash. */
async function issueToken(db: Db, userId: number, purpose: 'invite' | 'reset'): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const ms = purpose === 'invite' ? INVITE_DAYS * 86_400_000 : RESET_MINUTES * 60_000;
  await replaceAccountToken(db, { userId, purpose, tokenHash: tokenHashOf(token), expiresAt: new Date(Date.now() + ms) });
  return token;
}

/** 'Imposta la password': e-mails the invitation to set the first password (7 days). */
export async function sendInvitation(db: Db, config: Config, userId: number) {
  const user = await findUserRow(db, userId);
  if (!user) throw AppError.notFound('Utente non trovato');
  if (!user.enabled) throw AppError.badRequest('L’utente è disabilitato: abilitarlo prima di invitarlo');
  const token = await issueToken(db, user.id, 'invite');
  await sendMail(config)(invitationMail({ to: user.email, from: config.mailFrom, name: user.name, link: linkTo(config, token) }));
}

/**
 * 'Password dimenticata?': the same answer at once whether the address exists or not, and whether a limit was reached
 * or not; the lookup, the link and the mail run after the answer (`background`), so the time does not tell either.
 * Quiet limits (PASSWORD_RESET_*): requests per address, then mails per account; past either nothing is sent. The
 * address is counted first, so one address's flood does not use up the account's allowance.
 */
export async function forgotPassword(db: Db, config: Config, input: { email: string; ip: string }): Promise<{ background: Promise<void> }> {
  const email = input.email.trim().toLowerCase();
  const limits = config.passwordReset;
  const admitted =
    (await countInWindow(db, { key: `forgot-ip:${input.ip}`, limit: limits.perIp }, limits.ipWindowMinutes)) &&
    (await countInWindow(db, { key: `forgot-account:${email}`, limit: limits.perAccount }, limits.accountWindowMinutes));
  if (!admitted) return { background: Promise.resolve() };
  const background = (async () => {
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user || !user.enabled) return;
    const token = await issueToken(db, user.id, 'reset');
    await sendMail(config)(resetMail({ to: user.email, from: config.mailFrom, name: user.name, link: linkTo(config, token) }));
  })();
  return { background };
}

/**
 * Sets the password from a link: the password rules first (the link survives a refused password), then the link
 * is used up (single use, atomically), every session of the user ends, the sign-in history records it, and a
 * reset is confirmed by e-mail.
 */
export async function setPasswordFromLink(
  db: Db,
  config: Config,
  input: { token: string; password: string; confirmation: string; ip: string; userAgent: string | null },
): Promise<{ background: Promise<void> }> {
  await admitAttempt(db, config, [{ key: `set-password-ip:${input.ip}`, limit: config.loginLimits.perIp }]);
  const tokenHash = tokenHashOf(input.token);
  const link = await findLiveToken(db, tokenHash);
  if (!link) throw AppError.badRequest(LINK_INVALID);
  const invalid = passwordProblems(input.password, link).map((message) => ({ path: 'password', message }));
  if (input.password !== input.confirmation) invalid.push({ path: 'password_confirmation', message: 'Le password non coincidono' });
  if (invalid.length) throw AppError.invalid(invalid);
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, tokenHash, link.userId))) return false;
    await setPasswordHash(tx, link.userId, passwordHash);
    await deleteAllSessions(tx, link.userId);
    await insertSignInEvent(tx, { userId: link.userId, succeeded: true, method: link.purpose === 'invite' ? 'invite' : 'reset', ip: input.ip, userAgent: input.userAgent });
    return true;
  });
  if (!used) throw AppError.badRequest(LINK_INVALID);
  const background =
    link.purpose === 'reset' ? sendMail(config)(passwordChangedMail({ to: link.email, from: config.mailFrom, name: link.name })) : Promise.resolve();
  return { background };
}
