import { SESSION_USER_HEADER } from '@portale/contract/session-user';

/**
 * The user this page (or this worker) works for (issue 64, point 7). Cookies, IndexedDB and workers are shared by
 * every tab; the page's user is not: another tab may sign in as someone else at any moment. Every call names this
 * user (X-Portale-User), the server refuses it when the cookie's session is another user's, and every answer names
 * its session's user, which api-client checks before anything is applied. Null on the login page (nobody yet).
 */
let pageUser: number | null = null;

export function setPageUser(userId: number | null): void {
  pageUser = userId;
}

/** The header naming a user: the page's, or the one a call is made for (a kept logout, the copy's worker). */
export function userHeaders(userId: number | null = pageUser): Record<string, string> {
  return userId === null ? {} : { [SESSION_USER_HEADER]: String(userId) };
}

/**
 * Whether an answer is for another user than the one its request named: the server's 409, or an answer that names
 * another user (belt and braces: nothing of another user's is applied even if the server did not refuse).
 */
export function answeredForAnotherUser(requestHeaders: Record<string, string>, response: Response): boolean {
  const named = requestHeaders[SESSION_USER_HEADER];
  if (named === undefined) return false;
  const answered = response.headers.get(SESSION_USER_HEADER);
  return answered !== null && answered !== named;
}
