import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPendingLogout } from '../../../lib/offline/pending-logout';
import { rememberSession } from '../../../lib/offline/remembered-session';
import { sessionQueryKey } from './get-current';
import { sendLogout } from './send-pending-logout';

/**
 * 'Esci' for this user. The logout is kept on the device before it is sent, and dropped only when the server confirms
 * the session is over (issue 64, point 4): without that (no network, a 5xx, a 429, a timeout, a page that is not the
 * server's answer) it is sent again from the login page and before any session opens on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      // Kept first: a tab closed while the call is out still leaves the logout to send.
      setPendingLogout({ user_id: userId, at: Date.now() });
      if (await sendLogout(userId)) setPendingLogout(null);
    },
    onSettled: () => {
      rememberSession(null);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
