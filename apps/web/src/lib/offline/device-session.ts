/**
 * Whose session this page is working for (issue 53, points 2 and 3). The outbox replay and the sync run for one user
 * and must stop the moment that user leaves: 'Esci', a 401, another user signing in on the same tab. Each user's run
 * takes the signal of their session; ending the session aborts it, so a request still to be made is never made with
 * the next user's cookie, and an answer that arrives after it is not applied.
 */
import { setPageUser } from '../page-user';

let current: { userId: number; controller: AbortController } | null = null;

/** The signed-in area opened for this user (idempotent): a session of another user on this page ends first. */
export function beginDeviceSession(userId: number): void {
  if (current?.userId === userId && !current.controller.signal.aborted) return;
  current?.controller.abort(sessionEnded());
  current = { userId, controller: new AbortController() };
  // Every call of the page now names this user (issue 64, point 7).
  setPageUser(userId);
}

/** The user left (logout, 401, another login): their replay and sync stop now. */
export function endDeviceSession(): void {
  current?.controller.abort(sessionEnded());
  current = null;
  setPageUser(null);
}

/** Aborted when the user's session on this page ends (already aborted when it is not the current one). */
export function sessionSignal(userId: number): AbortSignal {
  return current?.userId === userId ? current.controller.signal : AbortSignal.abort(sessionEnded());
}

/** Whether this page still works for this user. */
export function isSessionOf(userId: number): boolean {
  return current?.userId === userId && !current.controller.signal.aborted;
}

/** Whether an error is the abort of an ended session (not a timeout, not a network failure). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError' && error.message === SESSION_ENDED;
}

const SESSION_ENDED = 'Sessione terminata su questo dispositivo';
const sessionEnded = () => new DOMException(SESSION_ENDED, 'AbortError');

/** Both signals in one (AbortSignal.any where the browser has it). */
export function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}
