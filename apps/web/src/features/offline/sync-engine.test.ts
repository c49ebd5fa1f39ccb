import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb, type FeedName } from './offline-db';
import { syncAll, syncFeed, type SyncAnswer } from './sync-engine';

let n = 0;
let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const product = (id: number) => ({ id, description: `Prodotto ${id}` });
const answer = (a: Partial<SyncAnswer> & { cursor: string }): SyncAnswer => ({ rows: [], deleted: [], more: false, reset: false, ...a });

/** A pull that plays answers in turn and records the cursors it was sent. */
function scripted(answers: (SyncAnswer | Error)[]) {
  const sent: (string | undefined)[] = [];
  const pull = async (_feed: FeedName, cursor: string | undefined) => {
    sent.push(cursor);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { pull, sent };
}

describe('syncFeed', () => {
  it('stores each chunk with its cursor; an interrupted download resumes after the last stored chunk', async () => {
    db = new OfflineDb(`test-${++n}`);
    const first = scripted([answer({ rows: [product(1), product(2)], cursor: 'c1', more: true, reset: true }), new Error('rete assente')]);
    await expect(syncFeed(db, 'products', first.pull)).rejects.toThrow('rete assente');
    expect(await db.products.count()).toBe(2);
    expect(await db.feeds.get('products')).toEqual({ feed: 'products', cursor: 'c1', completedAt: undefined });

    const resumed = scripted([answer({ rows: [product(3)], cursor: 'c2', more: true }), answer({ cursor: 'c3' })]);
    await syncFeed(db, 'products', resumed.pull);
    expect(resumed.sent).toEqual(['c1', 'c2']);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([1, 2, 3]);
    expect((await db.feeds.get('products'))?.completedAt).toEqual(expect.any(Number));
  });

  it('applies tombstones (prices by list and product) and empties the table on a reset', async () => {
    db = new OfflineDb(`test-${++n}`);
    const price = (l: number, p: number, v: number) => ({ price_list_id: l, product_id: p, price: v });
    await syncFeed(db, 'prices', scripted([answer({ rows: [price(1, 1, 9.9), price(1, 2, 5), price(2, 1, 7)], cursor: 'a', reset: true })]).pull);
    await syncFeed(db, 'prices', scripted([answer({ rows: [price(1, 1, 10.5)], deleted: [{ price_list_id: 1, product_id: 2 }], cursor: 'b' })]).pull);
    expect(await db.prices.toArray()).toEqual([price(1, 1, 10.5), price(2, 1, 7)]);

    await syncFeed(db, 'prices', scripted([answer({ rows: [price(3, 1, 1)], cursor: 'c', reset: true })]).pull);
    expect(await db.prices.toArray()).toEqual([price(3, 1, 1)]);
  });
});

describe('syncAll', () => {
  it('one failing feed does not keep the others from syncing', async () => {
    db = new OfflineDb(`test-${++n}`);
    const pull = async (feed: FeedName) => {
      if (feed === 'prices') throw new Error('prezzi non disponibili');
      return answer({ rows: feed === 'products' ? [product(7)] : [{ id: 4, company_name: 'Cliente' }], cursor: `${feed}-1`, reset: true });
    };
    await expect(syncAll(db, pull)).rejects.toThrow('prezzi non disponibili');
    expect(await db.products.count()).toBe(1);
    expect(await db.customers.count()).toBe(1);
    expect(await db.feeds.get('prices')).toBeUndefined();
  });
});
