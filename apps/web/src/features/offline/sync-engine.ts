import { SYNC_CHUNK } from '@portale/contract/sync';
import type { Table } from 'dexie';
import { bucketOf, FEED_NAMES, type Bucket, type FeedName, type OfflineDb } from '../../lib/offline/offline-db';

/** One answer of a sync call (sync/customers, sync/products, sync/prices, sync/orders). */
export interface SyncAnswer {
  rows: object[];
  deleted: number[];
  cursor: string;
  more: boolean;
  reset: boolean;
}
export type PullFeed = (feed: FeedName, cursor: string | undefined) => Promise<SyncAnswer>;


type Row = Record<string, unknown>;

/** Writes one answer's rows and tombstones into a feed's table; answers the change in the number of rows held. */
type Apply = (answer: SyncAnswer) => Promise<number>;

/** Customers and orders: one record each (an agent has hundreds of customers, thousands of orders). */
function applyRows(table: Table<Row, number>): Apply {
  return async ({ rows, deleted }) => {
    const ids = [...deleted, ...rows.map((r) => (r as Row).id as number)];
    const held = (await table.bulkGet(ids)).filter(Boolean).length;
    if (deleted.length) await table.bulkDelete(deleted);
    if (rows.length) await table.bulkPut(rows as Row[]);
    const after = (await table.bulkGet(ids)).filter(Boolean).length;
    return after - held;
  };
}

/** Products and prices: rows grouped into buckets of consecutive ids (offline-db.ts), read, changed and written back. */
function applyBuckets(table: Table<Bucket<unknown>, number>, idOf: (row: Row) => number): Apply {
  return async ({ rows, deleted }) => {
    const touched = [...new Set([...rows.map((r) => bucketOf(idOf(r as Row))), ...deleted.map(bucketOf)])];
    const stored = await table.bulkGet(touched);
    const buckets = new Map(touched.map((b, i) => [b, stored[i] ?? { bucket: b, rows: {} }]));
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
    await table.bulkPut([...buckets.values()]);
    return delta;
  };
}

function feedTable(db: OfflineDb, feed: FeedName): { table: Table; apply: Apply } {
  if (feed === 'customers' || feed === 'orders') {
    const table = feed === 'customers' ? db.customers : db.orders;
    return { table, apply: applyRows(table as unknown as Table<Row, number>) };
  }
  const table = (feed === 'products' ? db.products : db.prices) as unknown as Table<Bucket<unknown>, number>;
  return { table, apply: applyBuckets(table, (row) => (feed === 'products' ? row.id : row.product_id) as number) };
}

/**
 * Reads a feed to its end. Each answer is stored with its cursor in one IndexedDB transaction, so an interruption
 * (network, reload, closed tab) resumes after the last stored chunk and never stores a chunk twice or skips one.
 * A `reset` answer empties the table first. The next chunk downloads while one is written.
 */
export async function syncFeed(db: OfflineDb, feed: FeedName, pull: PullFeed): Promise<{ rows: number; deleted: number }> {
  const { table, apply } = feedTable(db, feed);
  const seen = { rows: 0, deleted: 0 };
  let next = pull(feed, (await db.feeds.get(feed))?.cursor);
  for (;;) {
    const answer = await next;
    if (answer.rows.length > SYNC_CHUNK) throw new Error(`sync/${feed}: answer larger than a chunk`);
    if (answer.more) {
      next = pull(feed, answer.cursor);
      next.catch(() => {}); // awaited on the next turn; this only keeps an early failure from going unhandled
    }
    await db.transaction('rw', table, db.feeds, async () => {
      const previous = answer.reset ? undefined : await db.feeds.get(feed);
      if (answer.reset) await table.clear();
      const delta = await apply(answer);
      await db.feeds.put({
        feed,
        cursor: answer.cursor,
        count: (previous?.count ?? 0) + delta,
        completedAt: answer.more ? previous?.completedAt : Date.now(),
      });
    });
    seen.rows += answer.rows.length;
    seen.deleted += answer.deleted.length;
    if (!answer.more) return seen;
  }
}

/** Every feed in turn; one that fails does not keep the others from syncing. The first failure is rethrown. */
export async function syncAll(db: OfflineDb, pull: PullFeed): Promise<void> {
  let failure: unknown;
  for (const feed of FEED_NAMES) {
    try {
      await syncFeed(db, feed, pull);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
