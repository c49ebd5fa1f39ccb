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
import { callApi } from '../../lib/api-client';
import { eitherSignal } from '../../lib/offline/device-session';
import { userHeaders } from '../../lib/page-user';
import { offlineDbFor, type FeedName } from '../../lib/offline/offline-db';
import { dropBriefingsOfGoneCustomers } from '../../lib/offline/saved-briefings';
import { parseInSlices, PARSE_SLICE } from './parse-in-slices';
import { withStallTimeout } from './stall-timeout';
import { dropAgedOrders, syncAll, type PullFeed, type SyncAnswer } from './sync-engine';

/*
 * One run of the device copy's download (issue 53): the feeds to their end, the aged orders and briefings dropped,
 * the cart rules and open quotes. It runs in a Web Worker (sync-worker.ts, issue 58: fetch, parse and IndexedDB
 * writes never hold the page's main thread) or, where there is no worker (tests, old browsers), in the page. It
 * knows no page state: whose session it works for comes as an AbortSignal, the server's date goes out by callback.
 */

/**
 * A chunk whose transfer stops (nothing arrives for this long, before or during its body) is given up; a slow one
 * that keeps arriving is not, however long it takes (an EDGE-like link). The chunks already stored stay, and the
 * next run resumes from the stored cursor.
 */
const STALL_TIMEOUT_MS = 30_000;

/** Cart rules and open quotes: small, whole at every sync, given up after this long. */
const CHUNK_TIMEOUT_MS = 60_000;

/** Where the run works: the user, their session on the page (aborted when it ends) and where the server's date goes. */
export interface RunContext {
  userId: number;
  session: AbortSignal;
  onServerDate(date: string | undefined): void;
}

/**
 * A call of the user's sync, aborted when the user's session on the page ends (issue 53, point 3): an answer that
 * arrives after it is another session's business and is never applied to this user's copy. Each call names the
 * copy's owner (X-Portale-User, issue 64 point 7): a session of another user — someone signed in in another tab —
 * is refused by the server, and an answer naming another user is refused by callApi, so the copy is written only
 * with its owner's data.
 */
async function forUser<T>(session: AbortSignal, call: (signal: AbortSignal) => Promise<T>, limit: AbortSignal): Promise<T> {
  const answer = await call(eitherSignal(session, limit));
  session.throwIfAborted();
  return answer;
}

/**
 * The feeds' calls with their rows left unchecked by callApi, and the schema of one row: the rows are checked after,
 * in slices in the page (parse-in-slices.ts), at once in a worker; the rest of the answer at once.
 */
const uncheckedRows = { rows: z.array(z.unknown()) };
const FEED_CALLS = {
  customers: { call: { ...syncCustomersCall, response: ZSyncCustomersResponse.extend(uncheckedRows) }, row: ZSyncCustomersResponse.shape.rows.element },
  products: { call: { ...syncProductsCall, response: ZSyncProductsResponse.extend(uncheckedRows) }, row: ZSyncProductsResponse.shape.rows.element },
  orders: { call: { ...syncOrdersCall, response: ZSyncOrdersResponse.extend(uncheckedRows) }, row: ZSyncOrdersResponse.shape.rows.element },
  prices: { call: { ...syncPricesCall, response: ZSyncPricesResponse.extend(uncheckedRows) }, row: ZSyncPricesResponse.shape.rows.element },
};

/** In a worker nobody waits for input: the rows are checked in one go. */
const parseSlice = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : PARSE_SLICE;

/** One feed's chunk for the user, given up only when its transfer stalls. */
const pullFor =
  ({ userId, session, onServerDate }: RunContext): PullFeed =>
  async (feed: FeedName, cursor) => {
    const query = { query: { cursor } };
    const { call, row } = FEED_CALLS[feed];
    const answer = await withStallTimeout(STALL_TIMEOUT_MS, ({ signal: stalled, onProgress }) =>
      forUser(
        session,
        // Checked inside the user's call: a session that ends while the rows are checked leaves the answer unused.
        async (signal): Promise<SyncAnswer> => {
          const unchecked = await callApi(call, query, { signal, onProgress, headers: userHeaders(userId) });
          return { ...unchecked, rows: await parseInSlices<object>(row, unchecked.rows, parseSlice) };
        },
        stalled,
      ),
    );
    onServerDate(answer.server_date);
    return answer;
  };

/** Brings the user's copy up to date; throws the first failure (the feeds that could be read are stored). */
export async function syncCopy(context: RunContext): Promise<void> {
  const { userId, session } = context;
  const db = offlineDbFor(userId);
  await syncAll(db, pullFor(context));
  await dropAgedOrders(db);
  await dropBriefingsOfGoneCustomers(db);
  // A few rows each, whole every time: the cart's rules (the device's cart then totals as the server does) and the
  // open quotes (the quotes archive without network).
  const [rules, quotes] = await Promise.all([
    forUser(session, (signal) => callApi(syncCartRulesCall, {}, { signal, headers: userHeaders(userId) }), AbortSignal.timeout(CHUNK_TIMEOUT_MS)),
    forUser(session, (signal) => callApi(syncQuotesCall, {}, { signal, headers: userHeaders(userId) }), AbortSignal.timeout(CHUNK_TIMEOUT_MS)),
  ]);
  await db.meta.bulkPut([
    { key: 'cart-rules', value: rules, at: Date.now() },
    { key: 'open-quotes', value: quotes, at: Date.now() },
  ]);
}
