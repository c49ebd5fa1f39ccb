/// <reference lib="webworker" />
import { failureMessage, isUnauthorized, isUserChanged } from './sync-failure';
import { syncCopy } from './sync-run';

/*
 * The device copy's download off the page's main thread (issue 58): fetching, JSON.parse, checking the rows and the
 * IndexedDB writes of a chunk take 90–130 ms tasks at 4× CPU in the page, which a phone's Lighthouse counts as
 * blocking time; here they take none. The page starts one run per worker and ends it by terminating the worker
 * (its session ended): an IndexedDB transaction still open is then aborted, so a chunk is stored with its cursor or
 * not at all, as in the page.
 */

/** From the page: run the copy of this user. */
export interface SyncWorkerRequest {
  userId: number;
}
/** To the page: the server's date of an answer, then the run's end. */
export type SyncWorkerMessage =
  | { type: 'server-date'; date: string }
  | { type: 'done' }
  | { type: 'failed'; message: string; unauthorized: boolean; userChanged: boolean };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: SyncWorkerMessage) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<SyncWorkerRequest>) => {
  try {
    // The page terminates the worker when the session ends: no signal of its own is needed here.
    await syncCopy({ userId: data.userId, session: new AbortController().signal, onServerDate: (date) => date && post({ type: 'server-date', date }) });
    post({ type: 'done' });
  } catch (error) {
    post({ type: 'failed', message: failureMessage(error), unauthorized: isUnauthorized(error), userChanged: isUserChanged(error) });
  }
};
