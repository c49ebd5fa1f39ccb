import { useEffect } from 'react';
import { cartSyncFor } from '../store/cart-sync';

/** Another device's change shows within seconds while this window is visible (a hidden tab does not poll). */
const POLL_MS = 5_000;

/**
 * Keeps the user's cart in step with the server while the app is open (mounted once by the layout): pulls on
 * start, when the window regains focus or the connection, and every 5 s while visible; pushes every edit.
 */
export function CartSync({ userId }: { userId: number }) {
  useEffect(() => {
    const engine = cartSyncFor(userId);
    const stop = engine.start();
    const pull = () => {
      if (document.visibilityState === 'visible') void engine.pull();
    };
    pull();
    window.addEventListener('focus', pull);
    window.addEventListener('online', pull);
    document.addEventListener('visibilitychange', pull);
    const timer = setInterval(pull, POLL_MS);
    return () => {
      stop();
      clearInterval(timer);
      window.removeEventListener('focus', pull);
      window.removeEventListener('online', pull);
      document.removeEventListener('visibilitychange', pull);
    };
  }, [userId]);
  return null;
}
