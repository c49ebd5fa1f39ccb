import { create } from 'zustand';
import { reportUnauthorized, reportUserChanged } from '../../lib/api-client';
import { isSessionEnded, sessionSignal } from '../../lib/offline/device-session';
import { noteServerDate } from '../../lib/offline/server-date';
import { failureMessage, isUnauthorized } from './sync-failure';
import type { SyncWorkerMessage, SyncWorkerRequest } from './sync-worker';

interface OfflineSyncState {
  running: boolean;
  /** Why the last run failed, in Italian; null after a run that read every feed to its end. */
  error: string | null;
  /** How long the last complete run took (the first download is the long one). */
  lastDurationMs: number | null;
  /** Epoch ms when the last run ended, failed or not. */
  lastRunAt: number | null;
  /** Runs ended in this page (the sync bench waits on it). */
  runs: number;
}

export const useOfflineSyncStore = create<OfflineSyncState>(() => ({ running: false, error: null, lastDurationMs: null, lastRunAt: null, runs: 0 }));

/** The run in flight per user: a run of the user who left never stands for the next user's. */
const inFlight = new Map<number, Promise<void>>();

/**
 * Brings the user's offline copy up to date. One run at a time in the page, and one across the tabs of the
 * device (Web Locks): a second tab skips its run instead of downloading the same changes again.
 */
export function runOfflineSync(userId: number): Promise<void> {
  let run = inFlight.get(userId);
  if (!run) {
    run = withDeviceLock(() => syncOnce(userId)).finally(() => inFlight.delete(userId));
    inFlight.set(userId, run);
  }
  return run;
}

async function syncOnce(userId: number): Promise<void> {
  useOfflineSyncStore.setState({ running: true });
  const started = performance.now();
  try {
    const session = sessionSignal(userId);
    if (typeof Worker === 'function') await syncInWorker(userId, session);
    // No worker (tests, an old browser): the same run in the page, its code loaded only then.
    else await (await import('./sync-run')).syncCopy({ userId, session, onServerDate: noteServerDate });
    useOfflineSyncStore.setState({ error: null, lastDurationMs: performance.now() - started });
  } catch (error) {
    // The user left: not a failure to show to the next one.
    if (isSessionEnded(error)) return;
    if (isUnauthorized(error)) reportUnauthorized();
    useOfflineSyncStore.setState({ error: failureMessage(error) });
  } finally {
    useOfflineSyncStore.setState((s) => ({ running: false, lastRunAt: Date.now(), runs: s.runs + 1 }));
  }
}

/** A failure the worker reported (its message already in Italian). */
class WorkerFailure extends Error {}

/**
 * The run in a Web Worker (sync-worker.ts), terminated the moment the user's session on the page ends: nothing it
 * fetched after that is written (an IndexedDB transaction still open is aborted with it).
 */
function syncInWorker(userId: number, session: AbortSignal): Promise<void> {
  session.throwIfAborted();
  const worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'portale-offline-sync' });
  return new Promise<void>((resolve, reject) => {
    const end = (settle: () => void) => {
      session.removeEventListener('abort', onAbort);
      worker.terminate();
      settle();
    };
    const onAbort = () => end(() => reject(session.reason));
    session.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<SyncWorkerMessage>) => {
      if (data.type === 'server-date') noteServerDate(data.date);
      else if (data.type === 'done') end(resolve);
      else {
        if (data.unauthorized) reportUnauthorized();
        // Another user signed in in another tab: the worker applied nothing; the page stops for its user.
        if (data.userChanged) reportUserChanged();
        end(() => reject(new WorkerFailure(data.message)));
      }
    };
    // The worker could not start (its script failed to load): the run fails and the next one tries again.
    worker.onerror = (event) => end(() => reject(new WorkerFailure(event.message || 'Aggiornamento dei dati non avviato')));
    worker.postMessage({ userId } satisfies SyncWorkerRequest);
  });
}

async function withDeviceLock(run: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return run();
  await navigator.locks.request('portale-offline-sync', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}
