import { discountAuthorityBp } from '@portale/contract/approvals';
import type { TCurrentContext, TLoginResponse, TSecondStep } from '@portale/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { deviceIdFor, newDeviceToken } from '../../lib/device-cookie';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import { newSessionToken, sessionIdOf } from '../../lib/session-token';
import { findProfilesByIds, findProfilesOfUser } from '../profiles/profiles.repository';
import { reachableProfile } from '../profiles/profiles.service';
import { insertSignInEvent } from '../account/account.repository';
import { secondFactorMethods } from '../second-factor/second-factor.repository';
import { startPendingStep } from '../second-factor/pending-step';
import { findCurrentCustomer, findUserByEmail, findUserById, isCustomerOfProfile, setCurrentContext } from './auth.repository';
import { clearFailures, countAttempt, deleteSession, insertSession, uncountAttempt, type AttemptKey } from '../../sessions/session.repository';
import type { SessionOpening } from '../../db/schema/index';

const TOO_MANY = 'Troppi tentativi di accesso non riusciti: riprovare tra qualche minuto';
const BAD_CREDENTIALS = 'Credenziali non valide';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, if any. */
  deviceToken?: string;
}

/**
 * The counters a login attempt is checked against. A browser that logged in as this user before
 * (genuine device cookie) is counted on its own id only, so an attacker elsewhere cannot lock the
 * owner out; any other attempt counts per (account, address), per address and per account.
 */
function attemptKeys(limits: Config['loginLimits'], email: string, ip: string, deviceId: string | null): AttemptKey[] {
  if (deviceId) return [{ key: `device:${deviceId}`, limit: limits.perAccount }];
  return [
    { key: `pair:${email}|${ip}`, limit: limits.perAccount },
    { key: `ip:${ip}`, limit: limits.perIp },
    { key: `account:${email}`, limit: limits.perAccountAllAddresses },
  ].sort((a, b) => a.key.localeCompare(b.key)); // one lock order for every transaction
}

/**
 * Counts the attempt on every key atomically, before the password is checked: while any key's delay
 * runs the attempt is refused (429 with Retry-After) and nothing is counted.
 */
export async function admitAttempt(db: Db, config: Config, keys: AttemptKey[]) {
  const { windowMinutes, baseDelaySeconds } = config.loginLimits;
  const window = { windowMinutes, baseDelaySeconds, maxDelaySeconds: windowMinutes * 60 };
  const refusal = await db
    .transaction(async (tx) => {
      for (const key of keys) {
        const { refused, waitSeconds } = await countAttempt(tx, key, window);
        if (refused) throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY, undefined, waitSeconds);
      }
    })
    .then(
      () => null,
      (error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      },
    );
  if (refusal) throw refusal;
}

/** A session just opened: the cookie's secret, its lifetime, the device cookie to renew, and who is signed in. */
export interface OpenedSession {
  token: string;
  maxAgeSeconds: number;
  deviceToken: string;
  answer: TLoginResponse;
}

/** The password was right and the user has a second factor: the step's secret goes in a short-lived cookie. */
export interface SecondStepNeeded {
  pendingToken: string;
  answer: TSecondStep;
}

/**
 * Checks credentials with throttling; opens a new session (new id every login) and renews the device cookie, or,
 * for a user with a second factor, answers the second step instead (no session until it is passed).
 */
export async function login(db: Db, config: Config, secrets: SecretBox, input: LoginInput): Promise<OpenedSession | SecondStepNeeded> {
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  const deviceId = user ? deviceIdFor(secrets, input.deviceToken, user.id) : null;
  const keys = attemptKeys(config.loginLimits, email, input.ip, deviceId);
  await admitAttempt(db, config, keys);

  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // The account's history records its failed attempts too (the admin's 'Accessi'); unknown addresses have none.
  const event = { method: 'password', ip: input.ip, userAgent: input.userAgent };
  if (user && (!ok || !user.enabled)) await insertSignInEvent(db, { ...event, userId: user.id, succeeded: false });
  if (!user || !ok || !user.enabled) throw new AppError('INVALID_CREDENTIALS', BAD_CREDENTIALS);

  // The owner's password is right: their own counters start over; shared ones (the address) only take this
  // attempt back. The second step has its own counter, which this does not touch.
  await clearFailures(db, keys.filter((k) => !k.key.startsWith('ip:')).map((k) => k.key));
  for (const key of keys.filter((k) => k.key.startsWith('ip:'))) await uncountAttempt(db, key);

  const methods = await secondFactorMethods(db, user.id);
  if (methods.length) {
    const pendingToken = await startPendingStep(db, user.id, 'second-factor', null);
    return { pendingToken, answer: { second_factor: { methods } } };
  }
  await insertSignInEvent(db, { ...event, userId: user.id, succeeded: true });
  return openSession(db, config, secrets, user.id, 'password', input);
}

/** Opens a session for a user whose sign-in is complete, recording how (password, password and code, or passkey). */
export async function openSession(
  db: Db,
  config: Config,
  secrets: SecretBox,
  userId: number,
  openedWith: SessionOpening,
  input: { ip: string; userAgent: string | null; deviceToken?: string },
): Promise<OpenedSession> {
  const token = newSessionToken();
  const maxAgeSeconds = config.session.maxHours * 3600;
  await insertSession(db, {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
    ip: input.ip,
    userAgent: input.userAgent,
    openedWith,
  });
  const deviceToken = deviceIdFor(secrets, input.deviceToken, userId) ? input.deviceToken! : newDeviceToken(secrets, userId);
  return { token, maxAgeSeconds, deviceToken, answer: await describeUser(db, userId, config, openedWith !== 'password') };
}

export async function logout(db: Db, actor: Actor | null) {
  if (actor) await deleteSession(db, actor.sessionId);
}

/**
 * The user with their profiles and current context, as login and user/current answer it; `sessionSecondFactor`:
 * the session answered for has proved a second factor.
 */
export async function describeUser(
  db: Db,
  userId: number,
  config: Pick<Config, 'adminSecondFactorRequired' | 'approvals'>,
  sessionSecondFactor: boolean,
): Promise<TLoginResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthorized();
  const profiles = await findProfilesOfUser(db, user.id);
  // Said to the web app so it leads an admin whose session has not proved the required second factor to its setup
  // (the server refuses the rest): the session's level, as the gate reads it.
  const secondFactorMissing = config.adminSecondFactorRequired && user.role === 'admin' && !sessionSecondFactor;
  const limitBp = discountAuthorityBp(user, config.approvals.defaultDiscountLimitBp);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      external_id: user.externalId,
      role: user.role,
      profiles,
      second_factor_missing: secondFactorMissing,
      discount_limit: limitBp === null ? null : limitBp / 100,
    },
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
  /** Runs in the activation's transaction before the switch: the cart module parks the cart there. */
  beforeSwitch?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], target: { profileId: number; customerId: number | null }) => Promise<boolean>,
): Promise<{ current: TCurrentContext; parked_cart: boolean }> {
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
  const parked = await db.transaction(async (tx) => {
    const parkedNow = (await beforeSwitch?.(tx, { profileId: profile.id, customerId })) ?? false;
    await setCurrentContext(tx, actor.userId, profile.id, customerId);
    return parkedNow;
  });
  return { current: await currentContext(db, profile.id, customerId), parked_cart: parked };
}
