import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { consumePending, findPending, insertPending } from './second-factor.repository';

/** The cookie of a sign-in's pending step (the code awaited, a passkey challenge): httpOnly, under /api/login. */
export const PENDING_STEP_COOKIE = 'portale_step';
export const PENDING_STEP_MINUTES = 5;

export type PendingPurpose = 'second-factor' | 'passkey-login' | 'passkey-register';

const hashOf = (token: string) => crypto.createHash('sha256').update(`step:${token}`).digest('hex');

/** Starts a step and answers its secret (kept server-side only as a hash), valid 5 minutes. */
export async function startPendingStep(db: Db, userId: number | null, purpose: PendingPurpose, challenge: string | null, token = crypto.randomBytes(32).toString('base64url')) {
  await insertPending(db, { tokenHash: hashOf(token), userId, purpose, challenge, expiresAt: new Date(Date.now() + PENDING_STEP_MINUTES * 60_000) });
  return token;
}

export async function findPendingStep(db: Db, token: string | undefined, purpose: PendingPurpose) {
  return token ? findPending(db, hashOf(token), purpose) : undefined;
}

/** Uses the step up (once): false when another request already did. */
export async function endPendingStep(db: Db, token: string): Promise<boolean> {
  return consumePending(db, hashOf(token));
}
