import { SYNC_CHUNK } from '@portale/contract/sync';
import type { Table } from 'dexie';
import type { FeedName, OfflineDb } from './offline-db';

/** One answer of a sync call (sync/customers, sync/products, sync/prices). */
export interface SyncAnswer {
  rows: object[];
  deleted: unknown[];
  cursor: string;
  more: boolean;
  reset: boolean;
}
export type PullFeed = (feed: FeedName, cursor: string | undefined) => Promise<SyncAnswer>;

/** Products first (the catalogue is what an agent searches most), then prices, then customers. */
export const FEEDS: readonly FeedName[] = ['products', 'prices', 'customers'];

/** The feed's table, typed loosely: rows arrive as the server's schema already shaped them. */
function tableOf(db: OfflineDb, feed: FeedName): Table<object, unknown> {
  return (feed === 'products' ? db.products : feed === 'prices' ? db.prices : db.customers) as unknown as Table<object, unknown>;
}

/** Tombstones as table keys: ids, or [price list, product] for prices. */
function keysOf(feed: FeedName, deleted: unknown[]) {
  return feed === 'prices' ? (deleted as { price_list_id: number; product_id: number }[]).map((d) => [d.price_list_id, d.product_id]) : deleted;
}

/**
 * Reads a feed to its end. Each answer is stored with its cursor in one IndexedDB transaction, so an interruption
 * (network, reload, closed tab) resumes after the last stored chunk and never stores a chunk twice or skips one.
 * A `reset` answer empties the table first. Chunks of SYNC_CHUNK rows keep each write short (Safari slows down on
 * big bulk writes).
 */
export async function syncFeed(db: OfflineDb, feed: FeedName, pull: PullFeed): Promise<{ rows: number; deleted: number }> {
  const table = tableOf(db, feed);
  let cursor = (await db.feeds.get(feed))?.cursor;
  const seen = { rows: 0, deleted: 0 };
  for (;;) {
    const answer = await pull(feed, cursor);
    if (answer.rows.length > SYNC_CHUNK) throw new Error(`sync/${feed}: answer larger than a chunk`);
    await db.transaction('rw', table, db.feeds, async () => {
      if (answer.reset) await table.clear();
      if (answer.deleted.length) await table.bulkDelete(keysOf(feed, answer.deleted));
      if (answer.rows.length) await table.bulkPut(answer.rows);
      const previous = await db.feeds.get(feed);
      await db.feeds.put({
        feed,
        cursor: answer.cursor,
        completedAt: answer.more ? (answer.reset ? undefined : previous?.completedAt) : Date.now(),
      });
    });
    seen.rows += answer.rows.length;
    seen.deleted += answer.deleted.length;
    cursor = answer.cursor;
    if (!answer.more) return seen;
  }
}

/** Every feed in turn; one that fails does not keep the others from syncing. The first failure is rethrown. */
export async function syncAll(db: OfflineDb, pull: PullFeed): Promise<void> {
  let failure: unknown;
  for (const feed of FEEDS) {
    try {
      await syncFeed(db, feed, pull);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
