import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { TPasskey, TPasskeyRegistered } from '@portale/contract/second-factor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { raiseSessionEndingOthers, uncountAttempt } from '../../sessions/session.repository';
import { findUserRow, insertSignInEvent } from '../account/account.repository';
import { admitAttempt, openSession, type OpenedSession } from '../auth/auth.service';
import { endPendingStep, findPendingStep, startPendingStep } from './pending-step';
import { deletePasskey, findPasskeyByCredential, findPasskeysOfUser, insertPasskey, lockUserFactors, renamePasskey, touchPasskey } from './second-factor.repository';
import { dropSessionsIfNoFactorLeft } from './second-factor.service';

const NOT_ACCEPTED = 'Passkey non riconosciuta o richiesta scaduta: riprovare';

/** The relying party is the portal's public address (PUBLIC_URL, or this server on localhost). */
function relyingParty(config: Config) {
  const origin = new URL(config.warranty.publicUrl).origin;
  return { rpID: new URL(origin).hostname, origin };
}

/** The registration's challenge is bound to the session that asked for it: no cookie needed. */
const registrationStep = (actor: Actor) => `register:${actor.sessionId}`;

const toPasskey = (row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** Options to create a passkey on this device: discoverable (signs in without the e-mail), user verification required. */
export async function passkeyRegistrationOptions(db: Db, config: Config, actor: Actor) {
  const user = await findUserRow(db, actor.userId);
  if (!user) throw AppError.unauthorized();
  const existing = await findPasskeysOfUser(db, actor.userId);
  const { rpID } = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName: 'Portale agenti',
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`portale-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: splitTransports(k.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await endPendingStep(db, registrationStep(actor));
  await startPendingStep(db, actor.userId, 'passkey-register', options.challenge, registrationStep(actor));
  return options;
}

/**
 * Checks the device's answer against this session's challenge (used once) and keeps the public key. The
 * registration proved the passkey in this session: this session alone is raised, the user's others end (issue 64).
 */
export async function registerPasskey(db: Db, config: Config, actor: Actor, input: { name: string; response: unknown }): Promise<TPasskeyRegistered> {
  const step = await findPendingStep(db, registrationStep(actor), 'passkey-register');
  if (!step?.challenge || !(await endPendingStep(db, registrationStep(actor)))) throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: step.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredential(db, credential.id)) throw AppError.conflict('Questa passkey è già registrata');
  const { saved, ended } = await db.transaction(async (tx) => {
    await lockUserFactors(tx, actor.userId);
    const row = await insertPasskey(tx, {
      userId: actor.userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: input.name,
    });
    return { saved: row, ended: await raiseSessionEndingOthers(tx, actor.userId, actor.sessionId) };
  });
  return { ...toPasskey(saved), other_sessions_ended: ended };
}

export async function renameMyPasskey(db: Db, actor: Actor, id: number, name: string) {
  if (!(await renamePasskey(db, actor.userId, id, name))) throw AppError.notFound('Passkey non trovata');
}

/** Removes one of the caller's passkeys; answers whether it was his last factor (his sessions then drop, issue 64). */
export async function removeMyPasskey(db: Db, actor: Actor, id: number): Promise<{ lastFactorGone: boolean }> {
  const lastFactorGone = await db.transaction(async (tx) => {
    await lockUserFactors(tx, actor.userId);
    if (!(await deletePasskey(tx, actor.userId, id))) throw AppError.notFound('Passkey non trovata');
    return dropSessionsIfNoFactorLeft(tx, actor.userId);
  });
  return { lastFactorGone };
}

/** 'Accedi con passkey': a challenge for any passkey of this site, in a 5-minute step; counted per address. */
const passkeyAttempt = (config: Config, ip: string) => ({ key: `passkey-ip:${ip}`, limit: config.loginLimits.perIp });

export async function passkeyLoginOptions(db: Db, config: Config, ip: string) {
  await admitAttempt(db, config, [passkeyAttempt(config, ip)]);
  const { rpID } = relyingParty(config);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const token = await startPendingStep(db, null, 'passkey-login', options.challenge);
  return { options, token };
}

/**
 * Signs in with a passkey, without a password: the step's challenge (used once), the credential's public key,
 * user verification on the device, a signature counter that never goes back. The sign-in is in the user's history.
 */
export async function passkeyLogin(
  db: Db,
  config: Config,
  secrets: SecretBox,
  input: { pendingToken: string | undefined; response: unknown; ip: string; userAgent: string | null; deviceToken?: string },
): Promise<OpenedSession> {
  const step = await findPendingStep(db, input.pendingToken, 'passkey-login');
  if (!step?.challenge || !(await endPendingStep(db, input.pendingToken!))) throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  const response = input.response as AuthenticationResponseJSON;
  const passkey = typeof response.id === 'string' ? await findPasskeyByCredential(db, response.id) : undefined;
  if (!passkey) throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: step.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: splitTransports(passkey.transports) },
    requireUserVerification: true,
  }).catch(() => null);
  const event = { userId: passkey.userId, method: 'passkey', ip: input.ip, userAgent: input.userAgent };
  if (!verification?.verified) {
    await insertSignInEvent(db, { ...event, succeeded: false });
    throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  }
  const user = await findUserRow(db, passkey.userId);
  if (!user?.enabled) {
    await insertSignInEvent(db, { ...event, succeeded: false });
    throw new AppError('SECOND_FACTOR_INVALID', NOT_ACCEPTED);
  }
  await touchPasskey(db, passkey.id, verification.authenticationInfo.newCounter);
  // A sign-in that worked takes its attempt back: an office behind one address signs in all day.
  await uncountAttempt(db, passkeyAttempt(config, input.ip));
  await insertSignInEvent(db, { ...event, succeeded: true });
  return openSession(db, config, secrets, passkey.userId, 'passkey', input);
}

function splitTransports(value: string): AuthenticatorTransport[] {
  return value ? (value.split(',') as AuthenticatorTransport[]) : [];
}
