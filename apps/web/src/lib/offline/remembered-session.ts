import { ZLoginResponse, type TLoginResponse } from '@portale/contract/auth';
import { pendingLogout } from './pending-logout';

const KEY = 'portale-offline-session';

/**
 * An agent's session as last seen, so a reload without network still opens the portal on the device's copy (issue
 * 18). It holds who the user is and the active customer, no secret: the server's cookie stays the only credential,
 * and the first answer from the server (a 401 included) replaces or ends it. Admins work online only.
 */
export function rememberSession(session: TLoginResponse | null): void {
  try {
    if (session && session.user.role !== 'admin' && !pendingLogout()) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or denied (private browsing): the portal then needs the network to open, as before.
  }
}

/**
 * The remembered session, or null (none, written by another version of the portal, or a logout made without network
 * is still to reach the server: the device refuses to open the portal until it has).
 */
export function rememberedSession(): TLoginResponse | null {
  if (pendingLogout()) return null;
  try {
    const parsed = ZLoginResponse.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
