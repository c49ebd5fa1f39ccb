import type { TCurrentContext, TLoginResponse } from '@portale/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { newSessionToken, sessionIdOf } from '../../lib/session-token';
import { findProfilesByIds, findProfilesOfUser } from '../profiles/profiles.repository';
import { reachableProfile } from '../profiles/profiles.service';
import { findCurrentCustomer, findUserByEmail, findUserById, isCustomerOfProfile, setCurrentContext } from './auth.repository';
import { clearFailures, countFailures, deleteSession, insertSession, recordFailure } from '../../sessions/session.repository';

const TOO_MANY = 'Troppi tentativi di accesso non riusciti: riprovare tra qualche minuto';
const BAD_CREDENTIALS = 'Credenziali non valide';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

/** Checks credentials with per-account and per-IP throttling; opens a new session (new id every login). */
export async function login(db: Db, config: Config, input: LoginInput): Promise<{ token: string; maxAgeSeconds: number; answer: TLoginResponse }> {
  const { perAccount, perIp, windowMinutes } = config.loginLimits;
  const email = input.email.trim().toLowerCase();
  const accountKey = `account:${email}`;
  const ipKey = `ip:${input.ip}`;
  const [accountFailures, ipFailures] = await Promise.all([
    countFailures(db, accountKey, windowMinutes),
    countFailures(db, ipKey, windowMinutes),
  ]);
  if (accountFailures >= perAccount || ipFailures >= perIp) throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY);

  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok || !user.enabled) {
    await recordFailure(db, accountKey, windowMinutes);
    await recordFailure(db, ipKey, windowMinutes);
    throw new AppError('INVALID_CREDENTIALS', BAD_CREDENTIALS);
  }
  await clearFailures(db, accountKey);

  const token = newSessionToken();
  const maxAgeSeconds = config.session.maxHours * 3600;
  await insertSession(db, {
    id: sessionIdOf(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return { token, maxAgeSeconds, answer: await describeUser(db, user.id) };
}

export async function logout(db: Db, actor: Actor | null) {
  if (actor) await deleteSession(db, actor.sessionId);
}

/** The user with their profiles and current context, as login and user/current answer it. */
export async function describeUser(db: Db, userId: number): Promise<TLoginResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthorized();
  const profiles = await findProfilesOfUser(db, user.id);
  return {
    user: { id: user.id, name: user.name, email: user.email, external_id: user.externalId, role: user.role, profiles },
    current: await currentContext(db, user.currentProfileId, user.currentCustomerId),
  };
}

async function currentContext(db: Db, profileId: number | null, customerId: number | null): Promise<TCurrentContext> {
  const [profile] = profileId ? await findProfilesByIds(db, [profileId]) : [];
  const customer = customerId ? await findCurrentCustomer(db, customerId) : undefined;
  return { profile: profile ?? null, customer: customer ?? null };
}

/** 'Attiva': makes a profile (and optionally one of its customers) the user's current context. */
export async function activate(
  db: Db,
  actor: Actor,
  input: { profile_external_id: string; customer_id?: number | null },
): Promise<TCurrentContext> {
  const profile = await reachableProfile(db, actor, input.profile_external_id);
  let customerId: number | null = null;
  if (input.customer_id) {
    const customer = await findCurrentCustomer(db, input.customer_id);
    if (!customer || !(await isCustomerOfProfile(db, customer.id, profile.id))) {
      throw AppError.notFound('Cliente non trovato');
    }
    if (customer.inactive) throw AppError.badRequest('Il cliente non è attivo e non può essere attivato');
    customerId = customer.id;
  }
  await setCurrentContext(db, actor.userId, profile.id, customerId);
  return currentContext(db, profile.id, customerId);
}
