import { addMonths } from '@portale/contract/business-date';
import { SYNC_CHUNK, SYNC_ORDER_MONTHS } from '@portale/contract/sync';
import type { Table } from 'dexie';
import { bucketOf, FEED_NAMES, type Bucket, type FeedName, type OfflineDb } from '../../lib/offline/offline-db';

/** One answer of a sync call (sync/customers, sync/products, sync/prices, sync/orders). */
export interface SyncAnswer {
  rows: object[];
  deleted: number[];
  cursor: string;
  more: boolean;
  reset: boolean;
  /** The server's business date when it answered (absent from an older server). */
  server_date?: string;
}
export type PullFeed = (feed: FeedName, cursor: string | undefined) => Promise<SyncAnswer>;

type Row = Record<string, unknown>;

/**
 * The device copy is written in slices (issue 58): IndexedDB clones every value a request writes, and decodes every
 * value it reads, on the main thread and in one go, so one request for a whole chunk (1,000 orders with their lines)
 * held the page for up to ~400 ms on a phone. A slice is this many rows per request, well under a 50 ms task at 4×
 * CPU; each slice waits for IndexedDB's answer before the next is sent, and the page handles input in between. The
 * slices stay inside the chunk's one transaction: the chunk and its cursor are still stored together or not at all.
 */
export const ROW_SLICE = 100;

/** The list in consecutive slices of `size`. */
export function slicesOf<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Writes one answer's rows and tombstones into a table; answers the change in the number of rows held. */
type Apply = (table: Table, answer: SyncAnswer) => Promise<number>;

/** Customers and orders: one record each (an agent has hundreds of customers, thousands of orders). */
function applyRows(): Apply {
  return async (anyTable, { rows, deleted }) => {
    const table = anyTable as Table<Row, number>;
    const rowIds = new Set(rows.map((r) => (r as Row).id as number));
    const ids = [...new Set([...deleted, ...rowIds])];
    if (!ids.length) return 0;
    // Which of them the table holds: keys only (no row is read), those in the range of the answer's ids.
    const [low, high] = ids.reduce(([lo, hi], id) => [Math.min(lo, id), Math.max(hi, id)], [Infinity, -Infinity]);
    const inRange = await table.where(':id').between(low, high, true, true).primaryKeys();
    const asked = new Set(ids);
    const held = new Set(inRange.filter((id) => asked.has(id)));
    // Deletions carry keys only: nothing to clone.
    if (deleted.length) await table.bulkDelete(deleted);
    for (const slice of slicesOf(rows as Row[], ROW_SLICE)) await table.bulkPut(slice);
    // Rows deleted then sent again are held; ids deleted and not sent are gone.
    const added = [...rowIds].filter((id) => !held.has(id)).length;
    const removed = [...new Set(deleted)].filter((id) => held.has(id) && !rowIds.has(id)).length;
    return added - removed;
  };
}

/**
 * Products and prices: rows grouped into buckets of consecutive ids (offline-db.ts), read, changed and written back,
 * one bucket per request (a bucket is up to 1,000 small rows).
 */
function applyBuckets(idOf: (row: Row) => number): Apply {
  return async (anyTable, { rows, deleted }) => {
    const table = anyTable as Table<Bucket<unknown>, number>;
    const touched = [...new Set([...rows.map((r) => bucketOf(idOf(r as Row))), ...deleted.map(bucketOf)])];
    const buckets = new Map<number, Bucket<unknown>>();
    for (const b of touched) buckets.set(b, (await table.get(b)) ?? { bucket: b, rows: {} });
    let delta = 0;
    for (const id of deleted) {
      const bucket = buckets.get(bucketOf(id))!;
      if (id in bucket.rows) {
        delete bucket.rows[id];
        delta--;
      }
    }
    for (const row of rows as Row[]) {
      const id = idOf(row);
      const bucket = buckets.get(bucketOf(id))!;
      if (!(id in bucket.rows)) delta++;
      bucket.rows[id] = row;
    }
    for (const bucket of buckets.values()) await table.put(bucket);
    return delta;
  };
}

/** A feed's table, the table a new copy is downloaded into after a reset, how an answer is written, and how many records a request moves. */
function feedTables(db: OfflineDb, feed: FeedName): { table: Table; staging: Table; apply: Apply; slice: number } {
  if (feed === 'customers') return { table: db.customers, staging: db.customersNext, apply: applyRows(), slice: ROW_SLICE };
  if (feed === 'orders') return { table: db.orders, staging: db.ordersNext, apply: applyRows(), slice: ROW_SLICE };
  if (feed === 'products') return { table: db.products, staging: db.productsNext, apply: applyBuckets((row) => row.id as number), slice: 1 };
  return { table: db.prices, staging: db.pricesNext, apply: applyBuckets((row) => row.product_id as number), slice: 1 };
}

/** Copies every record of `from` into `to`, `slice` records per read and per write (inside the caller's transaction). */
async function copyInSlices(from: Table, to: Table, slice: number): Promise<void> {
  const keys = await from.toCollection().primaryKeys();
  for (const part of slicesOf(keys, slice)) await to.bulkPut(await from.bulkGet(part));
}

/**
 * Reads a feed to its end. Each answer is stored with its cursor in one IndexedDB transaction, so an interruption
 * (network, reload, closed tab) resumes after the last stored chunk and never stores a chunk twice or skips one.
 * The next chunk downloads while one is written.
 *
 * A `reset` answer starts a new copy. When a complete one is held, the new one is downloaded aside (the feed's
 * staging table, with its own cursor) and replaces it in one transaction once read to its end: until then the old
 * copy stays in use (prices, 'Ultimo aggiornamento'), however long the download or however often it is cut off.
 * Without a complete copy there is nothing to keep, and the table itself is refilled.
 */
export async function syncFeed(db: OfflineDb, feed: FeedName, pull: PullFeed): Promise<{ rows: number; deleted: number }> {
  const { table, staging, apply, slice } = feedTables(db, feed);
  const seen = { rows: 0, deleted: 0 };
  const stored = await db.feeds.get(feed);
  let next = pull(feed, stored?.staging?.cursor ?? stored?.cursor);
  for (;;) {
    const answer = await next;
    if (answer.rows.length > SYNC_CHUNK) throw new Error(`sync/${feed}: answer larger than a chunk`);
    if (answer.more) {
      next = pull(feed, answer.cursor);
      next.catch(() => {}); // awaited on the next turn; this only keeps an early failure from going unhandled
    }
    await db.transaction('rw', [table, staging, db.feeds], async () => {
      const previous = await db.feeds.get(feed);
      const serverDate = answer.server_date ?? previous?.serverDate;
      const aside = answer.reset ? previous?.completedAt !== undefined : previous?.staging !== undefined;
      if (!aside) {
        if (answer.reset) await table.clear();
        const delta = await apply(table, answer);
        await db.feeds.put({
          feed,
          cursor: answer.cursor,
          count: (answer.reset ? 0 : (previous?.count ?? 0)) + delta,
          completedAt: answer.more ? (answer.reset ? undefined : previous?.completedAt) : Date.now(),
          serverDate,
        });
        return;
      }
      if (answer.reset) await staging.clear();
      const count = (answer.reset ? 0 : previous!.staging!.count) + (await apply(staging, answer));
      if (answer.more) {
        await db.feeds.put({ ...previous!, staging: { cursor: answer.cursor, count }, serverDate });
        return;
      }
      // Complete: the new copy replaces the old one at once.
      await table.clear();
      await copyInSlices(staging, table, slice);
      await staging.clear();
      await db.feeds.put({ feed, cursor: answer.cursor, count, completedAt: Date.now(), serverDate });
    });
    seen.rows += answer.rows.length;
    seen.deleted += answer.deleted.length;
    if (!answer.more) return seen;
  }
}

/**
 * Orders that grew older than the window the server hands out leave the copy (the server sends no tombstone for
 * them). The window is counted from the server's date of the last answer, never from the device's clock: a clock
 * months ahead would drop orders that the cursor, already past them, never sends again. No server date yet: none.
 */
export async function dropAgedOrders(db: OfflineDb): Promise<void> {
  await db.transaction('rw', db.orders, db.feeds, async () => {
    const feed = await db.feeds.get('orders');
    if (!feed?.serverDate) return;
    const dropped = await db.orders.where('issue_date').below(addMonths(feed.serverDate, -SYNC_ORDER_MONTHS)).delete();
    if (dropped) await db.feeds.put({ ...feed, count: feed.count - dropped });
  });
}

/**
 * The feeds in two lanes read side by side (issue 53): the catalogue (products, then prices) and the agent's own
 * data (customers, then orders). Each call costs a round trip (562 ms on 'Fast 3G') in which its lane receives
 * nothing; the other lane's transfer fills it. Within a lane the order stays: what an agent searches most first.
 */
export const FEED_LANES: readonly (readonly FeedName[])[] = [
  ['products', 'prices'],
  ['customers', 'orders'],
];

/** Every feed; one that fails does not keep the others from syncing. The first failure (in FEED_NAMES order) is rethrown. */
export async function syncAll(db: OfflineDb, pull: PullFeed): Promise<void> {
  const failures = new Map<FeedName, unknown>();
  await Promise.all(
    FEED_LANES.map(async (lane) => {
      for (const feed of lane) {
        try {
          await syncFeed(db, feed, pull);
        } catch (error) {
          failures.set(feed, error);
        }
      }
    }),
  );
  const first = FEED_NAMES.find((feed) => failures.has(feed));
  if (first) throw failures.get(first);
}
