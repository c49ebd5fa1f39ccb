import { useEffect } from 'react';
import { runOfflineSync, useOfflineSyncStore } from './offline-sync';

/**
 * The timer mounts when the offline parts start, once the page is idle after its first screen (offline-start.ts),
 * and the first run starts then: the copy is checked and written in slices (parse-in-slices.ts, sync-engine.ts), so
 * it never holds the page's input for long (issue 58).
 */
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
    run();
    const timer = setInterval(run, EVERY_MS);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', refocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', refocus);
    };
  }, [userId]);
  return null;
}
