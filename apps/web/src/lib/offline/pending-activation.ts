import { ZActivateRequest, ZCurrentContext, type TCurrentContext } from '@portale/contract/auth';
import { z } from 'zod';

/**
 * An 'Attiva' made without network (issue 18): the context the device switched to, and the call that tells the
 * server once the network is back. Kept in localStorage beside the remembered session, so a reload keeps it.
 */
const ZPendingActivation = z.object({ input: ZActivateRequest, current: ZCurrentContext });
export type PendingActivation = z.infer<typeof ZPendingActivation>;

const keyOf = (userId: number) => `portale-pending-activation-${userId}`;

/** The user's activation still to tell the server, or null (none, or unreadable). */
export function pendingActivation(userId: number): PendingActivation | null {
  try {
    const parsed = ZPendingActivation.safeParse(JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setPendingActivation(userId: number, pending: PendingActivation | null): void {
  if (pending) localStorage.setItem(keyOf(userId), JSON.stringify(pending));
  else localStorage.removeItem(keyOf(userId));
}

/** The server's answer to user/current, with the context this device switched to while the server does not know it yet. */
export function withPendingActivation<T extends { user: { id: number }; current: TCurrentContext }>(answer: T): T {
  const pending = pendingActivation(answer.user.id);
  return pending ? { ...answer, current: pending.current } : answer;
}
