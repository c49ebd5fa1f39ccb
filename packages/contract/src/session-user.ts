import type { CallHeader } from './call';

/**
 * Whose page a call comes from, and whose session answers it (issue 64, point 7). Cookies, IndexedDB and workers are
 * shared by every tab of a browser; the user a page shows is not. The web app names its page's user (decimal id) on
 * every call; a session of another user — someone else signed in in another tab — refuses the call with 409
 * SESSION_USER_CHANGED before any handler runs. Every answer of a session names its user in the same header, so the
 * page and the device copy's worker apply nothing that is not their user's.
 */
export const SESSION_USER_HEADER = 'X-Portale-User';

export const sessionUserHeader: CallHeader = {
  name: SESSION_USER_HEADER,
  required: false,
  description:
    "Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente.",
};

/** The Italian message of SESSION_USER_CHANGED, also said by the web app when an answer names another user. */
export const SESSION_USER_CHANGED_MESSAGE =
  'In questo browser è entrato un altro utente (in un’altra scheda): questa pagina si è fermata. Accedere di nuovo per continuare';
