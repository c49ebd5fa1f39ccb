import type { CallHeader } from './call';

/**
 * The optional header naming who wrote a write a device replays from its outbox (decimal user id): the server refuses
 * it with 409 AUTHOR_MISMATCH when it is not the session's user, so a write queued by one agent is never filed as
 * another's after a hand-over on a shared tablet (issue 53, point 2).
 */
export const AUTHOR_ID_HEADER = 'X-Author-Id';
export const authorIdHeader: CallHeader = {
  name: AUTHOR_ID_HEADER,
  required: false,
  description: "Id dell'utente che ha scritto la modifica (invii dalla coda del dispositivo): se non è l'utente della sessione, 409 AUTHOR_MISMATCH e nulla viene registrato.",
};
