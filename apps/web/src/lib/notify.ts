import { notifications } from '@mantine/notifications';
import { useSyncExternalStore, type ReactNode } from 'react';
import { requestOverlays } from './overlays';

// The close button is an icon: give it an accessible name.
const closeButtonProps = { 'aria-label': 'Chiudi' };

// Every notice mounts the notices' container (app/overlays.tsx) as it is shown, even before the page has finished
// loading: nothing else mounts it (issue 58: a page without notices never pays for it).

/**
 * Where notices appear: bottom left, so they never cover the header (current customer, cart) nor the primary
 * actions, which sit on the right (Invia ordine, Salva, Attiva, paging); an error that stays stays out of the way.
 */
export const NOTICE_POSITION = 'bottom-left' as const;

/**
 * 'Loaded' notices (spec §7: a list answer shows one) are a status line under the page title, not a floating
 * notice: on a tablet or a phone a notice on every list load covered the rows (issue 21). The line belongs to
 * the page that loaded (its path), is announced politely to screen readers and is replaced by the next load.
 */
export type LoadedScope = 'page' | 'detail';
/** One line per scope: the page's list (under its title) and an open detail's items (under the detail's title). */
const loaded: Record<LoadedScope, { message: string; path: string; sequence: number }> = {
  page: { message: '', path: '', sequence: 0 },
  detail: { message: '', path: '', sequence: 0 },
};
const loadedListeners = new Set<() => void>();

/** The 'loaded' status of a list (`page`) or of a detail's items (`detail`), shown by LoadedStatus. */
export function notifyLoaded(message: string, scope: LoadedScope = 'page') {
  loaded[scope] = { message, path: window.location.pathname, sequence: loaded[scope].sequence + 1 };
  for (const listener of loadedListeners) listener();
}

/** The last 'loaded' status of a scope. */
export function loadedStatus(scope: LoadedScope) {
  return loaded[scope];
}

/** The last 'loaded' status of a scope, re-rendering on every new one. */
export function useLoadedStatus(scope: LoadedScope = 'page') {
  return useSyncExternalStore(
    (listener) => {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
    () => loaded[scope],
  );
}

/**
 * Success notice of an action, with one of the seed's texts (spec §8); the same text twice shows once. Error
 * notices still open are stale once an action succeeds (issue 21: the old error stayed beside the success).
 */
export function notifySuccess(message: string) {
  clearErrors();
  const id = `success:${message}`;
  notifications.hide(id);
  requestOverlays();
  notifications.show({ id, color: 'green', message, autoClose: 3000, position: NOTICE_POSITION, closeButtonProps });
}

/** Information the user must not miss (e.g. where the cart went), with an optional action inside it. */
export function notifyInfo(message: ReactNode, id: string) {
  notifications.hide(id);
  requestOverlays();
  notifications.show({ id, color: 'blue', message, autoClose: 10_000, position: NOTICE_POSITION, closeButtonProps });
}

/** Warning that an action succeeded with a caveat (e.g. an out-of-stock product added to the cart). */
export function notifyWarning(message: string) {
  const id = `warning:${message}`;
  notifications.hide(id);
  requestOverlays();
  notifications.show({ id, color: 'orange', title: 'Attenzione', message, autoClose: 6000, position: NOTICE_POSITION, closeButtonProps });
}

const shownErrors = new Set<string>();

/** Error notice: stays until the user closes it (or `clearErrors`); the same message twice shows once. */
export function notifyError(message: string, title = 'Errore') {
  const id = `error:${message}`;
  shownErrors.add(id);
  requestOverlays();
  notifications.show({
    id,
    color: 'red',
    title,
    message,
    autoClose: false,
    position: NOTICE_POSITION,
    closeButtonProps,
    onClose: () => shownErrors.delete(id),
  });
}

/** Closes every open error notice: they are stale once what failed has succeeded (e.g. a login after a failed one). */
export function clearErrors() {
  for (const id of [...shownErrors]) notifications.hide(id);
  shownErrors.clear();
}

/** Shared handler for failed calls: shows the server's Italian message. */
export function notifyApiError(error: unknown) {
  notifyError(error instanceof Error ? error.message : 'Si è verificato un errore imprevisto');
}
