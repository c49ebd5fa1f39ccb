import { notifyInfo } from '../../../lib/notify';

/**
 * Enrolling a factor (the app confirmed, a passkey registered) ends the user's other sessions (issue 64): he is told,
 * so a tablet signed out a moment later is no surprise. Said only when some were ended.
 */
export function noticeOtherSessionsEnded(count: number) {
  if (count > 0) notifyInfo('Sessioni terminate sugli altri dispositivi', 'other-sessions-ended');
}
