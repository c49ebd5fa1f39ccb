import { afterFirstScreen } from '../../lib/first-screen';
import { createOnceSignal, useOnceSignal } from '../../lib/once-signal';

/**
 * When an agent's offline parts start (issue 58): the device copy's download, the outbox replay, the outbox badge
 * and the offline banner, with their code (Dexie, the sync engine). Not during the first screen: once it is done
 * (lib/first-screen.ts: the page idle after its first paint and its own requests), or at once when something needs
 * them (a screen working on the copy, the network gone). This module is tiny and has no offline code: the layout imports it.
 */
const offlineParts = createOnceSignal();

/** Starts the offline parts now (idempotent). */
export const startOffline = offlineParts.set;

export const offlineStarted = offlineParts.isSet;

/** Whether the offline parts have started (the layout renders them from then on, as a transition). */
export function useOfflineStarted(): boolean {
  return useOnceSignal(offlineParts);
}

/**
 * Starts the offline parts once the first screen is done (lib/first-screen.ts), or at once when the network goes.
 * Returns a cancel function.
 */
export function startOfflineAfterFirstScreen(): () => void {
  if (offlineParts.isSet()) return () => undefined;
  const cancel = afterFirstScreen(startOffline);
  // Without network the banner and the copy are needed now.
  window.addEventListener('offline', startOffline, { once: true });
  return () => {
    cancel();
    window.removeEventListener('offline', startOffline);
  };
}
