/**
 * The notices and confirmation dialogs (app/overlays.tsx) are not needed to show the first screen, so they load
 * once the page has loaded, or as soon as something needs them. Notices wait in Mantine's store until then;
 * a confirmation dialog must wait for its provider, since Mantine's modals are window events that nobody
 * would hear yet.
 */
const listeners = new Set<() => void>();
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Loads the overlays now. */
export function requestOverlays() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Resolves once the overlays listen (loading them if needed). */
export function whenOverlaysReady(): Promise<void> {
  requestOverlays();
  return mounted;
}

/** Called by the overlays once mounted. */
export function overlaysMounted() {
  markMounted();
}

/** Whether the overlays should be rendered, and when that changes (app.tsx). */
export function subscribeOverlays(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const overlaysWanted = () => wanted;
