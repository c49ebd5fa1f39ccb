import { z } from 'zod';

/**
 * 'Esci' tapped without network (issue 53, point 9): the server's session is still open, so the logout is kept here
 * and sent first when the network returns; until then the device opens no remembered session, and the login screen
 * says the logout is not complete yet.
 */
const KEY = 'portale-pending-logout';
const ZPendingLogout = z.object({ user_id: z.number().int(), at: z.number() });
export type PendingLogout = z.infer<typeof ZPendingLogout>;


export function pendingLogout(): PendingLogout | null {
  try {
    const parsed = ZPendingLogout.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setPendingLogout(pending: PendingLogout | null): void {
  try {
    if (pending) localStorage.setItem(KEY, JSON.stringify(pending));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage denied: the logout cannot be kept; the remembered session is dropped anyway.
  }
}
