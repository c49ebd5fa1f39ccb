import { syncCartRulesCall, syncCustomersCall, syncOrdersCall, syncPricesCall, syncProductsCall, syncQuotesCall } from '@portale/contract/sync';
import { create } from 'zustand';
import { callApi } from '../../lib/api-client';
import { isTimeout } from '../../lib/api-error';
import { offlineDbFor, type FeedName } from '../../lib/offline/offline-db';
import { noteServerDate } from '../../lib/offline/server-date';
import { withStallTimeout } from './stall-timeout';
import { dropAgedOrders, syncAll, type PullFeed, type SyncAnswer } from './sync-engine';

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

/**
 * A chunk whose transfer stops (nothing arrives for this long, before or during its body) is given up; a slow one
 * that keeps arriving is not, however long it takes (an EDGE-like link). The chunks already stored stay, and the
 * next run resumes from the stored cursor.
 */
const STALL_TIMEOUT_MS = 30_000;

const pull: PullFeed = async (feed: FeedName, cursor) => {
  const query = { query: { cursor } };
  const answer = await withStallTimeout<SyncAnswer>(STALL_TIMEOUT_MS, (options) =>
    feed === 'customers'
      ? callApi(syncCustomersCall, query, options)
      : feed === 'products'
        ? callApi(syncProductsCall, query, options)
        : feed === 'orders'
          ? callApi(syncOrdersCall, query, options)
          : callApi(syncPricesCall, query, options),
  );
  noteServerDate(answer.server_date);
  return answer;
};

/** Cart rules and open quotes: small, whole at every sync, given up after this long. */
const CHUNK_TIMEOUT_MS = 60_000;

let inFlight: Promise<void> | null = null;

/**
 * Brings the user's offline copy up to date. One run at a time in the page, and one across the tabs of the
 * device (Web Locks): a second tab skips its run instead of downloading the same changes again.
 */
export function runOfflineSync(userId: number): Promise<void> {
  inFlight ??= withDeviceLock(() => syncOnce(userId)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function syncOnce(userId: number): Promise<void> {
  useOfflineSyncStore.setState({ running: true });
  const started = performance.now();
  try {
    const db = offlineDbFor(userId);
    await syncAll(db, pull);
    await dropAgedOrders(db);
    // A few rows each, whole every time: the cart's rules (the device's cart then totals as the server does) and the
    // open quotes (the quotes archive without network).
    const options = { signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) };
    const [rules, quotes] = await Promise.all([callApi(syncCartRulesCall, {}, options), callApi(syncQuotesCall, {}, options)]);
    await db.meta.bulkPut([
      { key: 'cart-rules', value: rules, at: Date.now() },
      { key: 'open-quotes', value: quotes, at: Date.now() },
    ]);
    useOfflineSyncStore.setState({ error: null, lastDurationMs: performance.now() - started });
  } catch (error) {
    useOfflineSyncStore.setState({ error: isTimeout(error) ? 'Il server non ha risposto in tempo' : error instanceof Error ? error.message : 'Errore sconosciuto' });
  } finally {
    useOfflineSyncStore.setState((s) => ({ running: false, lastRunAt: Date.now(), runs: s.runs + 1 }));
  }
}

async function withDeviceLock(run: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return run();
  await navigator.locks.request('portale-offline-sync', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}
