import { useSyncExternalStore } from 'react';

/**
 * When an agent's offline parts start (issue 58): the device copy's download, the outbox replay, the outbox badge
 * and the offline banner, with their code (Dexie, the sync engine). Not during the first screen: once the browser is
 * idle after the first paint and the first screen's own requests, or at once when something needs them (a screen
 * working on the copy, the network gone). This module is tiny and has no offline code: the layout imports it.
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

/** Whether the offline parts have started (the layout renders them from then on). */
export function useOfflineStarted(): boolean {
  return useSyncExternalStore(subscribe, offlineStarted);
}

/** Without requestIdleCallback (Safari before 18): this long after the first paint. */
const FALLBACK_DELAY_MS = 1500;
/** A busy page still starts the copy after this long: the agent may leave for a place without network. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Starts the offline parts when the page is idle after its first paint: the `load` event, a frame, then an idle
 * period in which `busy()` (the first screen's requests) says nothing is under way. Returns a cancel function.
 */
export function startOfflineWhenIdle(busy: () => boolean): () => void {
  if (started) return () => undefined;
  const deadline = performance.now() + IDLE_TIMEOUT_MS;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(
        (deadlineInfo) => {
          // Still fetching the first screen's data: wait for the next idle period.
          if (!deadlineInfo.didTimeout && busy() && performance.now() < deadline) whenIdle();
          else startOffline();
        },
        { timeout: Math.max(0, deadline - performance.now()) },
      );
    } else {
      timer = setTimeout(() => (busy() && performance.now() < deadline ? whenIdle() : startOffline()), FALLBACK_DELAY_MS);
    }
  };
  // After the first paint: the frame after `load` has been drawn.
  const afterLoad = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(whenIdle, 0);
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // Without network the banner and the copy are needed now.
  window.addEventListener('offline', startOffline, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    window.removeEventListener('offline', startOffline);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
