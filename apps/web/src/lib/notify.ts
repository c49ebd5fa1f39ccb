import { notifications } from '@mantine/notifications';

// The close button is an icon: give it an accessible name.
const closeButtonProps = { 'aria-label': 'Chiudi' };

/** Success notice with one of the seed's texts (spec §8). */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 3000, closeButtonProps });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', title: 'Errore', message, autoClose: 6000, closeButtonProps });
}

/** Shared handler for failed calls: shows the server's Italian message. */
export function notifyApiError(error: unknown) {
  notifyError(error instanceof Error ? error.message : 'Si è verificato un errore imprevisto');
}
