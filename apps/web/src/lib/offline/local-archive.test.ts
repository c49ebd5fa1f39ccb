import 'fake-indexeddb/auto';
import type { TSyncQuotesResponse } from '@portale/contract/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { localArchivePage } from './local-archive';
import { OfflineDb } from './offline-db';

let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const quote = (id: number) => ({ id, name: `Preventivo ${id}`, version: 1 }) as unknown as TSyncQuotesResponse['quotes'][number];

describe('localArchivePage', () => {
  it("pages the copy's open quotes as cart/archive does; nothing for temporary orders or before the first sync", async () => {
    db = new OfflineDb('archive-1');
    expect(await localArchivePage(db, 'quotes', 1)).toBeUndefined();
    await db.meta.put({ key: 'open-quotes', at: 1, value: { quotes: Array.from({ length: 23 }, (_, i) => quote(100 - i)) } });
    const second = (await localArchivePage(db, 'quotes', 2))!;
    expect(second.carts).toMatchObject({ total: 23, current_page: 2, last_page: 2, per_page: 20 });
    expect(second.carts.data.map((q) => q.id)).toEqual([80, 79, 78]);
    expect(await localArchivePage(db, 'temporary_orders', 1)).toBeUndefined();
  });
});
