import { getCustomerCall, getProfileCustomersCall } from '@portale/contract/customers';
import { visitIndexCall } from '@portale/contract/visits';
import { getArchiveCall } from '@portale/contract/cart';
import { getProfileOrdersCall } from '@portale/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callScope } from '../../lib/api-client';
import { useOutboxSignal } from '../../lib/offline/outbox';
import { runOutbox, settleHeldOrders } from './outbox-replay';

/** Pending writes are tried this often while the page is open (Safari has no Background Sync to rely on). */
const EVERY_MS = 30_000;

/**
 * Replays the outbox (issue 18, point 4) from the page: at start, as soon as a write is queued, when the network
 * comes back, when the portal returns to the foreground, and every 30 s. Renders nothing.
 */
export default function OutboxTimer({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const queued = useOutboxSignal((s) => s.queued);
  useEffect(() => {
    const run = async () => {
      if (!navigator.onLine) return;
      const result = await runOutbox(userId);
      // Held orders confirmed or deleted elsewhere leave 'Da rivedere'.
      const settled = await settleHeldOrders(userId).catch(() => 0);
      if (result?.sent || result?.parked || settled) {
        // Lists that show what was just recorded (visits, a customer's note, orders, a held order) are fetched again.
        void queryClient.invalidateQueries({ queryKey: callScope(visitIndexCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getCustomerCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getProfileCustomersCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getProfileOrdersCall) });
        void queryClient.invalidateQueries({ queryKey: callScope(getArchiveCall) });
      }
    };
    const visible = () => document.visibilityState === 'visible' && void run();
    void run();
    const timer = setInterval(() => void run(), EVERY_MS);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [userId, queued, queryClient]);
  return null;
}
