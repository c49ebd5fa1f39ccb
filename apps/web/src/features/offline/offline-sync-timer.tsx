import { useEffect } from 'react';
import { runOfflineSync, useOfflineSyncStore } from './offline-sync';

/**
 * The timer mounts when the offline parts start, once the page is idle after its first screen (offline-start.ts). The
 * first run still waits: a chunk's parse and writes are long tasks on the main thread (up to ~400 ms on a 4× slower
 * CPU), and started at idle they fell inside the first screen's busy window (Lighthouse TBT 10 s on the home). Until
 * the copy is written in slices or in a worker, it starts well after the first screen ('Aggiorna ora' does not wait,
 * and without network or on the device pages the offline parts start at once).
 */
const FIRST_RUN_DELAY_MS = 20_000;
const EVERY_MS = 5 * 60_000;
/** Coming back to the tab syncs again only if the last run is older than this. */
const REFOCUS_AFTER_MS = 60_000;

/**
 * Keeps an agent's offline copy fresh in the background (issue 18): when the page is idle after start, when the network comes
 * back, when the portal comes back to the foreground, and every five minutes. Renders nothing.
 */
export default function OfflineSyncTimer({ userId }: { userId: number }) {
  useEffect(() => {
    const run = () => {
      if (navigator.onLine) void runOfflineSync(userId);
    };
    const refocus = () => {
      const last = useOfflineSyncStore.getState().lastRunAt;
      if (document.visibilityState === 'visible' && (last === null || Date.now() - last > REFOCUS_AFTER_MS)) run();
    };
    const first = setTimeout(run, FIRST_RUN_DELAY_MS);
    const timer = setInterval(run, EVERY_MS);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', refocus);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', refocus);
    };
  }, [userId]);
  return null;
}
