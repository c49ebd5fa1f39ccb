import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { requestOverlays } from './overlays';

// The close button is an icon: give it an accessible name.
const closeButtonProps = { 'aria-label': 'Chiudi' };

/**
 * Where notices appear: bottom left, so they never cover the header (current customer, cart) nor the primary
 * actions, which sit on the right (Invia ordine, Salva, Attiva, paging); an error that stays stays out of the way.
 */
export const NOTICE_POSITION = 'bottom-left' as const;

/**
 * 'Loaded' notices (spec §7: a list answer shows one) come in bursts — a detail loads its list, items and
 * statuses at once — so there is one at a time: a newer one replaces the previous, small and short-lived.
 */
const LOADED_MS = 2000;
let loadedSequence = 0;
let loadedId: string | null = null;

/** The 'loaded' notice of a list or items answer: unobtrusive, one at a time, closes itself. */
export function notifyLoaded(message: string) {
  if (loadedId) notifications.hide(loadedId);
  loadedSequence += 1;
  loadedId = `loaded-${loadedSequence}`;
  notifications.show({
    id: loadedId,
    message,
    color: 'gray',
    withBorder: true,
    autoClose: LOADED_MS,
    position: NOTICE_POSITION,
    closeButtonProps,
    className: 'loaded-notice',
    style: { maxWidth: 340 },
  });
}

/** Success notice of an action, with one of the seed's texts (spec §8); the same text twice shows once. */
export function notifySuccess(message: string) {
  const id = `success:${message}`;
  notifications.hide(id);
  notifications.show({ id, color: 'green', message, autoClose: 3000, position: NOTICE_POSITION, closeButtonProps });
}

/** Information the user must not miss (e.g. where the cart went), with an optional action inside it. */
export function notifyInfo(message: ReactNode, id: string) {
  notifications.hide(id);
  notifications.show({ id, color: 'blue', message, autoClose: 10_000, position: NOTICE_POSITION, closeButtonProps });
}

/** Warning that an action succeeded with a caveat (e.g. an out-of-stock product added to the cart). */
export function notifyWarning(message: string) {
  const id = `warning:${message}`;
  notifications.hide(id);
  notifications.show({ id, color: 'orange', title: 'Attenzione', message, autoClose: 6000, position: NOTICE_POSITION, closeButtonProps });
}

const shownErrors = new Set<string>();

/** Error notice: stays until the user closes it (or `clearErrors`); the same message twice shows once. */
export function notifyError(message: string, title = 'Errore') {
  const id = `error:${message}`;
  shownErrors.add(id);
  // An error is shown at once, even before the page has finished loading.
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
