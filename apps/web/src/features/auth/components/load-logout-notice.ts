import { afterFirstScreen } from '../../../lib/first-screen';
import { loadChunk } from '../../../lib/load-chunk';

/**
 * The offline-logout notice's chunk (issue 53, point 9). The login page loads it lazily (issue 58's budget), so the
 * signed-in app fetches it ahead once idle: 'Esci' tapped without network must still find it, and with it the code
 * that sends the kept logout when the network returns. Not cached and offline: it loads when the network is back.
 */
export const loadLogoutNotice = () => loadChunk(() => import('./logout-notice'));

/** Fetches the chunk ahead once the first screen is done (lib/first-screen.ts). Returns a cancel function. */
export function warmLogoutNoticeAfterFirstScreen(): () => void {
  return afterFirstScreen(() => void import('./logout-notice').catch(() => undefined));
}
