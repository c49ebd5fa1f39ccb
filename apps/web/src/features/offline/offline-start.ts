import { afterFirstScreen, useOnceFlag } from '../../lib/first-screen';

/**
 * When an agent's offline parts start (issue 58): the device copy's download, the outbox replay, the outbox badge
 * and the offline banner, with their code (Dexie, the sync engine). Not during the first screen: once it is done
 * (lib/first-screen.ts: the page idle after its first paint and its own requests), or at once when something needs
 * them (a screen working on the copy, the network gone). This module is tiny and has no offline code: the layout imports it.
 */
let started = false;
const listeners = new Set<() => void>();

/** Starts the offline parts now (idempotent). */
export function startOffline() {
  if (started) return;
  started = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const offlineStarted = () => started;

/** Whether the offline parts have started (the layout renders them from then on, as a transition). */
export function useOfflineStarted(): boolean {
  return useOnceFlag(offlineStarted, subscribe);
}

/**
 * Starts the offline parts once the first screen is done (lib/first-screen.ts), or at once when the network goes.
 * Returns a cancel function.
 */
export function startOfflineAfterFirstScreen(): () => void {
  if (started) return () => undefined;
  const cancel = afterFirstScreen(startOffline);
  // Without network the banner and the copy are needed now.
  window.addEventListener('offline', startOffline, { once: true });
  return () => {
    cancel();
    window.removeEventListener('offline', startOffline);
  };
}
