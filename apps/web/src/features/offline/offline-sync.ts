import {
  syncCartRulesCall,
  syncCustomersCall,
  syncOrdersCall,
  syncPricesCall,
  syncProductsCall,
  syncQuotesCall,
  ZSyncCustomersResponse,
  ZSyncOrdersResponse,
  ZSyncPricesResponse,
  ZSyncProductsResponse,
} from '@portale/contract/sync';
import { z } from 'zod';
import { create } from 'zustand';
import { callApi } from '../../lib/api-client';
import { isTimeout } from '../../lib/api-error';
import { eitherSignal, isSessionEnded, isSessionOf, sessionSignal } from '../../lib/offline/device-session';
import { offlineDbFor, type FeedName } from '../../lib/offline/offline-db';
import { dropBriefingsOfGoneCustomers } from '../../lib/offline/saved-briefings';
import { noteServerDate } from '../../lib/offline/server-date';
import { parseInSlices } from './parse-in-slices';
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

/** Cart rules and open quotes: small, whole at every sync, given up after this long. */
const CHUNK_TIMEOUT_MS = 60_000;

/**
 * A call of the user's sync, aborted when the user's session on this page ends (issue 53, point 3): an answer
 * that arrives after it is another session's business and is never applied to this user's copy.
 */
async function forUser<T>(userId: number, call: (signal: AbortSignal) => Promise<T>, limit: AbortSignal): Promise<T> {
  const session = sessionSignal(userId);
  const answer = await call(eitherSignal(session, limit));
  if (!isSessionOf(userId)) throw session.reason ?? new DOMException('Sessione terminata', 'AbortError');
  return answer;
}

/**
 * The feeds' calls with their rows left unchecked by callApi, and the schema of one row: the rows are checked after,
 * in slices (parse-in-slices.ts), the rest of the answer at once.
 */
const uncheckedRows = { rows: z.array(z.unknown()) };
const FEED_CALLS = {
  customers: { call: { ...syncCustomersCall, response: ZSyncCustomersResponse.extend(uncheckedRows) }, row: ZSyncCustomersResponse.shape.rows.element },
  products: { call: { ...syncProductsCall, response: ZSyncProductsResponse.extend(uncheckedRows) }, row: ZSyncProductsResponse.shape.rows.element },
  orders: { call: { ...syncOrdersCall, response: ZSyncOrdersResponse.extend(uncheckedRows) }, row: ZSyncOrdersResponse.shape.rows.element },
  prices: { call: { ...syncPricesCall, response: ZSyncPricesResponse.extend(uncheckedRows) }, row: ZSyncPricesResponse.shape.rows.element },
};

/** One feed's chunk for the user, given up only when its transfer stalls. */
const pullFor =
  (userId: number): PullFeed =>
  async (feed: FeedName, cursor) => {
    const query = { query: { cursor } };
    const { call, row } = FEED_CALLS[feed];
    const answer = await withStallTimeout(STALL_TIMEOUT_MS, ({ signal: stalled, onProgress }) =>
      forUser(
        userId,
        // Checked inside the user's call: a session that ends while the rows are checked leaves the answer unused.
        async (signal): Promise<SyncAnswer> => {
          const unchecked = await callApi(call, query, { signal, onProgress });
          return { ...unchecked, rows: await parseInSlices<object>(row, unchecked.rows) };
        },
        stalled,
      ),
    );
    noteServerDate(answer.server_date);
    return answer;
  };

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
    const db = offlineDbFor(userId);
    await syncAll(db, pullFor(userId));
    await dropAgedOrders(db);
    await dropBriefingsOfGoneCustomers(db);
    // A few rows each, whole every time: the cart's rules (the device's cart then totals as the server does) and the
    // open quotes (the quotes archive without network).
    const [rules, quotes] = await Promise.all([
      forUser(userId, (signal) => callApi(syncCartRulesCall, {}, { signal }), AbortSignal.timeout(CHUNK_TIMEOUT_MS)),
      forUser(userId, (signal) => callApi(syncQuotesCall, {}, { signal }), AbortSignal.timeout(CHUNK_TIMEOUT_MS)),
    ]);
    await db.meta.bulkPut([
      { key: 'cart-rules', value: rules, at: Date.now() },
      { key: 'open-quotes', value: quotes, at: Date.now() },
    ]);
    useOfflineSyncStore.setState({ error: null, lastDurationMs: performance.now() - started });
  } catch (error) {
    // The user left: not a failure to show to the next one.
    if (isSessionEnded(error)) return;
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
