import { createOnceSignal, useOnceSignal } from './once-signal';

/**
 * When the first screen is done (issue 58): the page idle after its first paint and after the first screen's own
 * requests. What that screen does not need (the offline parts, the reorder dialog's code, the logout notice's chunk)
 * waits for it, so the first screen has the network and the main thread to itself. Once done, it stays done.
 */
const firstScreen = createOnceSignal();

export const firstScreenDone = firstScreen.isSet;

/** Runs `callback` once the first screen is done (at once if it is). Returns a cancel function. */
export const afterFirstScreen = firstScreen.after;

/** Whether the first screen is done (re-renders, as a transition, when it becomes so). */
export function useFirstScreenDone(): boolean {
  return useOnceSignal(firstScreen);
}

/** Without requestIdleCallback (Safari before 18): this long after the first paint. */
const FALLBACK_DELAY_MS = 1500;
/** A page still busy after this long counts as done: the agent may leave for a place without network. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Watches for the end of the first screen: the `load` event, a frame, then an idle period in which `busy()` (the
 * first screen's requests) says nothing is under way. Called by the signed-in layout. Returns a cancel function.
 */
export function watchFirstScreen(busy: () => boolean): () => void {
  if (firstScreen.isSet()) return () => undefined;
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
          else firstScreen.set();
        },
        { timeout: Math.max(0, deadline - performance.now()) },
      );
    } else {
      timer = setTimeout(() => (busy() && performance.now() < deadline ? whenIdle() : firstScreen.set()), FALLBACK_DELAY_MS);
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
  return () => {
    window.removeEventListener('load', afterLoad);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
