/**
 * The notices and confirmation dialogs (app/overlays.tsx) are not needed to show the first screen: their chunk is
 * fetched ahead once the page has loaded, and they mount when the first notice or dialog needs them (issue 58).
 * Notices wait in Mantine's store until then;
 * a confirmation dialog must wait for its provider, since Mantine's modals are window events that nobody
 * would hear yet.
 */
import { createOnceSignal } from './once-signal';

/** Set when a notice or a dialog is first wanted: app.tsx mounts the overlays then. */
export const overlaysRequested = createOnceSignal();

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Loads the overlays now. */
export const requestOverlays = overlaysRequested.set;

/** Resolves once the overlays listen (loading them if needed). */
export function whenOverlaysReady(): Promise<void> {
  requestOverlays();
  return mounted;
}

/** Called by the overlays once mounted. */
export function overlaysMounted() {
  markMounted();
}
