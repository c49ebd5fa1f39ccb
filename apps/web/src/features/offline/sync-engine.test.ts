import 'fake-indexeddb/auto';
import { addMonths, todayInRome } from '@portale/contract/business-date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localProduct, OfflineDb, type FeedName } from '../../lib/offline/offline-db';
import type { DBCoreMutateRequest } from 'dexie';
import { dropAgedOrders, ROW_SLICE, syncAll, syncFeed, type SyncAnswer } from './sync-engine';

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

const productIds = async () => (await db.products.toArray()).flatMap((b) => Object.keys(b.rows).map(Number)).sort((a, b) => a - b);

describe('syncFeed', () => {
  it('stores each chunk with its cursor; an interrupted download resumes after the last stored chunk', async () => {
    db = new OfflineDb(`test-${++n}`);
    const first = scripted([answer({ rows: [product(1), product(2)], cursor: 'c1', more: true, reset: true }), new Error('rete assente')]);
    await expect(syncFeed(db, 'products', first.pull)).rejects.toThrow('rete assente');
    expect(await productIds()).toEqual([1, 2]);
    expect(await db.feeds.get('products')).toMatchObject({ cursor: 'c1', count: 2, completedAt: undefined });

    // Ids 999 and 1000 fall in two buckets.
    const resumed = scripted([answer({ rows: [product(999), product(1000)], cursor: 'c2', more: true }), answer({ cursor: 'c3' })]);
    await syncFeed(db, 'products', resumed.pull);
    expect(resumed.sent).toEqual(['c1', 'c2']);
    expect(await productIds()).toEqual([1, 2, 999, 1000]);
    expect(await db.products.count()).toBe(2);
    expect(await db.feeds.get('products')).toMatchObject({ cursor: 'c3', count: 4, completedAt: expect.any(Number) });
  });

  it('applies changes and tombstones, counts exactly, and empties the table on a reset', async () => {
    db = new OfflineDb(`test-${++n}`);
    const prices = (id: number, price: number) => ({ product_id: id, prices: { 1: price } });
    await syncFeed(db, 'products', scripted([answer({ rows: [product(1), product(2), product(3)], cursor: 'p', reset: true })]).pull);
    await syncFeed(db, 'prices', scripted([answer({ rows: [prices(1, 9.9), prices(2, 5), prices(3, 7)], cursor: 'a', reset: true })]).pull);
    await syncFeed(db, 'prices', scripted([answer({ rows: [prices(1, 10.5)], deleted: [2, 42], cursor: 'b' })]).pull);
    expect(await localProduct(db, 1)).toEqual({ ...product(1), prices: { 1: 10.5 } });
    expect(await localProduct(db, 2)).toEqual({ ...product(2), prices: {} });
    expect(await localProduct(db, 4)).toBeUndefined();
    expect((await db.feeds.get('prices'))?.count).toBe(2);

    await syncFeed(db, 'prices', scripted([answer({ rows: [prices(4, 1)], cursor: 'c', reset: true })]).pull);
    expect(await localProduct(db, 1)).toEqual({ ...product(1), prices: {} });
    expect((await db.feeds.get('prices'))?.count).toBe(1);
  });

  it('customers: one record each, counted', async () => {
    db = new OfflineDb(`test-${++n}`);
    const customer = (id: number) => ({ id, company_name: `Cliente ${id}` });
    await syncFeed(db, 'customers', scripted([answer({ rows: [customer(5), customer(9)], cursor: 'a', reset: true })]).pull);
    await syncFeed(db, 'customers', scripted([answer({ rows: [customer(9), customer(12)], deleted: [5], cursor: 'b' })]).pull);
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual([9, 12]);
    expect((await db.feeds.get('customers'))?.count).toBe(2);
  });
});

describe('a reset over a complete copy', () => {
  it('downloads the new copy aside: cut off midway, the old rows and the time of the last complete copy stay; resumed, it replaces the old one whole', async () => {
    db = new OfflineDb(`test-${++n}`);
    await syncFeed(db, 'products', scripted([answer({ rows: [product(1), product(2), product(3)], cursor: 'a', reset: true })]).pull);
    const complete = (await db.feeds.get('products'))!;
    expect(complete.completedAt).toEqual(expect.any(Number));

    // A price-list change or a long absence: the server starts over, and the link drops after the first chunk.
    const cut = scripted([answer({ rows: [product(1)], cursor: 'r1', more: true, reset: true }), new Error('rete assente')]);
    await expect(syncFeed(db, 'products', cut.pull)).rejects.toThrow('rete assente');
    expect(await productIds()).toEqual([1, 2, 3]);
    expect(await localProduct(db, 2)).toMatchObject({ id: 2 });
    expect(await db.feeds.get('products')).toMatchObject({ cursor: 'a', count: 3, completedAt: complete.completedAt, staging: { cursor: 'r1', count: 1 } });

    // Resumed from the new copy's cursor, never from the start; once complete it replaces the old copy.
    const resumed = scripted([answer({ rows: [product(4)], deleted: [9], cursor: 'r2', more: true }), answer({ rows: [product(1000)], cursor: 'r3' })]);
    await syncFeed(db, 'products', resumed.pull);
    expect(resumed.sent).toEqual(['r1', 'r2']);
    expect(await productIds()).toEqual([1, 4, 1000]);
    const after = (await db.feeds.get('products'))!;
    expect(after).toMatchObject({ cursor: 'r3', count: 3 });
    expect(after.staging).toBeUndefined();
    expect(after.completedAt).toBeGreaterThanOrEqual(complete.completedAt!);
    expect(await db.productsNext.count()).toBe(0);

    // A later change applies to the copy in use again.
    await syncFeed(db, 'products', scripted([answer({ rows: [product(5)], cursor: 'r4' })]).pull);
    expect(await productIds()).toEqual([1, 4, 5, 1000]);
  });

  it('a second reset during the download starts the new copy over, the old one still in use', async () => {
    db = new OfflineDb(`test-${++n}`);
    const customer = (id: number) => ({ id, company_name: `Cliente ${id}` });
    await syncFeed(db, 'customers', scripted([answer({ rows: [customer(1), customer(2)], cursor: 'a', reset: true })]).pull);
    await expect(syncFeed(db, 'customers', scripted([answer({ rows: [customer(7)], cursor: 'r1', more: true, reset: true }), new Error('x')]).pull)).rejects.toThrow();
    await expect(syncFeed(db, 'customers', scripted([answer({ rows: [customer(8)], cursor: 's1', more: true, reset: true }), new Error('x')]).pull)).rejects.toThrow();
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual([1, 2]);
    expect((await db.customersNext.toArray()).map((c) => c.id)).toEqual([8]);
    await syncFeed(db, 'customers', scripted([answer({ rows: [customer(9)], cursor: 's2' })]).pull);
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual([8, 9]);
    expect((await db.feeds.get('customers'))?.count).toBe(2);
  });
});

/**
 * Every write request the database sends (table, records), and how many turns the event loop had made when it was
 * sent: a turn is a task of its own, in which the page can handle input.
 */
function watchWrites(target: OfflineDb) {
  const writes: { table: string; records: number; turns: number }[] = [];
  let turns = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const turn = () => {
    turns++;
    timer = setTimeout(turn, 0);
  };
  turn();
  target.use({
    stack: 'dbcore',
    name: 'watch-writes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req: DBCoreMutateRequest) => {
            if (req.type === 'put' || req.type === 'add') writes.push({ table: name, records: req.values.length, turns });
            return table.mutate(req);
          },
        };
      },
    }),
  });
  return { writes, stop: () => clearTimeout(timer) };
}

describe('the copy is written in slices (issue 58)', () => {
  const customer = (id: number) => ({ id, company_name: `Cliente ${id}` });

  it('a chunk of 1,000 customers: requests of at most ROW_SLICE records, each after the event loop has turned, all in the chunk with its cursor', async () => {
    db = new OfflineDb(`test-${++n}`);
    const watch = watchWrites(db);
    const rows = Array.from({ length: 1000 }, (_, i) => customer(i + 1));
    await syncFeed(db, 'customers', scripted([answer({ rows, cursor: 'a', reset: true })]).pull);
    watch.stop();
    const puts = watch.writes.filter((w) => w.table === 'customers');
    expect(puts.length).toBeGreaterThanOrEqual(1000 / ROW_SLICE);
    expect(Math.max(...puts.map((w) => w.records))).toBeLessThanOrEqual(ROW_SLICE);
    expect(puts.reduce((s, w) => s + w.records, 0)).toBe(1000);
    // The slices are sent one after another, not all in the same task.
    expect(puts.at(-1)!.turns).toBeGreaterThan(puts[0]!.turns);
    expect(await db.customers.count()).toBe(1000);
    expect(await db.feeds.get('customers')).toMatchObject({ cursor: 'a', count: 1000 });
  });

  it('a new copy replaces a complete one in slices too, and products go one bucket per request', async () => {
    db = new OfflineDb(`test-${++n}`);
    const watch = watchWrites(db);
    await syncFeed(db, 'customers', scripted([answer({ rows: [customer(1)], cursor: 'a', reset: true })]).pull);
    watch.writes.length = 0;
    const rows = Array.from({ length: 450 }, (_, i) => customer(i + 10));
    await syncFeed(db, 'customers', scripted([answer({ rows, cursor: 'r1', more: true, reset: true }), answer({ rows: [customer(2)], deleted: [10], cursor: 'r2' })]).pull);
    await syncFeed(db, 'products', scripted([answer({ rows: [product(1), product(1500), product(2500)], cursor: 'p', reset: true })]).pull);
    watch.stop();
    // Written aside in slices, then copied over in slices.
    const swap = watch.writes.filter((w) => w.table === 'customers' || w.table === 'customersNext');
    expect(swap.length).toBeGreaterThanOrEqual((2 * 450) / ROW_SLICE);
    expect(Math.max(...swap.map((w) => w.records))).toBeLessThanOrEqual(ROW_SLICE);
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual([2, ...rows.slice(1).map((c) => c.id)]);
    expect((await db.feeds.get('customers'))?.count).toBe(450);
    expect(watch.writes.filter((w) => w.table === 'products').map((w) => w.records)).toEqual([1, 1, 1]);
  });
});

describe('dropAgedOrders', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = (id: number, issue_date: string) => ({ id, issue_date });

  it("ages the orders by the server's date, not the device's clock: 14 months ahead keeps every order", async () => {
    db = new OfflineDb(`test-${++n}`);
    const serverToday = todayInRome();
    const dates = [addMonths(serverToday, -1), addMonths(serverToday, -12), addMonths(serverToday, -23)];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 14 * 31 * 86_400_000));
    await syncFeed(db, 'orders', scripted([answer({ rows: dates.map((d, i) => order(i + 1, d)), cursor: 'o', reset: true, server_date: serverToday })]).pull);
    await dropAgedOrders(db);
    expect(await db.orders.count()).toBe(3);
    expect((await db.feeds.get('orders'))?.count).toBe(3);

    // Months later by the server's calendar, the oldest leaves the window.
    await syncFeed(db, 'orders', scripted([answer({ cursor: 'p', server_date: addMonths(serverToday, 2) })]).pull);
    await dropAgedOrders(db);
    expect((await db.orders.toArray()).map((o) => o.id)).toEqual([1, 2]);
    expect((await db.feeds.get('orders'))?.count).toBe(2);
  });

  it('drops nothing before the server has given its date', async () => {
    db = new OfflineDb(`test-${++n}`);
    await syncFeed(db, 'orders', scripted([answer({ rows: [order(1, '2000-01-01')], cursor: 'o', reset: true })]).pull);
    await dropAgedOrders(db);
    expect(await db.orders.count()).toBe(1);
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
    expect(await productIds()).toEqual([7]);
    expect(await db.customers.count()).toBe(1);
    expect(await db.feeds.get('prices')).toBeUndefined();
  });

  it('reads the customers and orders beside the catalogue, not after it (issue 53: a round trip of one hides another)', async () => {
    db = new OfflineDb(`test-${++n}`);
    const asked: FeedName[] = [];
    const pull = async (feed: FeedName) => {
      asked.push(feed);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer({ rows: feed === 'products' || feed === 'prices' ? [] : [{ id: 4, company_name: 'Cliente', issue_date: '2026-11-01' }], cursor: `${feed}-1`, reset: true });
    };
    await syncAll(db, pull);
    expect(asked.slice(0, 2).sort()).toEqual(['customers', 'products']);
    expect(asked.sort()).toEqual(['customers', 'orders', 'prices', 'products']);
  });
});
