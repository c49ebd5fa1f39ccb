import 'fake-indexeddb/auto';
import type { TSyncQuote } from '@portale/contract/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { localQuote, localQuoteLines, localQuoteVersions, localVersionDiff } from './local-quotes';
import { OfflineDb } from './offline-db';

let n = 0;
let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const snapshot = (quantity: number, price: number, extra = {}) => ({
  name: 'Funerale Bianchi',
  notes: null,
  payment_mode: 'Ri.Ba. 30 gg',
  shipping: ['Spese di trasporto'],
  promotion: null,
  total_final: quantity * price + 15,
  items: [{ product_code: 'P5', description: 'Cofano', quantity, price, discount_1: 0, discount_2: 0, row_total: quantity * price, notes: null }],
  ...extra,
});
const version = (n: number, current: boolean, snap: ReturnType<typeof snapshot>) => ({
  version: n, saved_at: '2026-11-20T10:00:00.000Z', saved_by: 'Mario Rossi', shared_at: null, valid_until: null, total_final: snap.total_final, count: 1, current, snapshot: snap,
});
const quote = {
  id: 31,
  name: 'Funerale Bianchi',
  revision: 2,
  valid_until: '2026-12-20',
  versions: [version(2, true, snapshot(2, 45.5, { payment_mode: 'Rimessa diretta' })), version(1, false, snapshot(1, 50))],
  items: [
    { product_id: 5, product_code: 'P5', description: 'Cofano', quantity: 1, price: 50, discount_1: 3, discount_2: 0, notes: 'Noce' },
    { product_id: 6, product_code: 'P6', description: 'Maniglia', quantity: 4, price: 9.9, discount_1: 0, discount_2: 0, notes: null },
    { product_id: 7, product_code: 'P7', description: 'Targa', quantity: 1, price: 80, discount_1: 0, discount_2: 0, notes: null },
    { product_id: 8, product_code: 'P8', description: 'Lampada', quantity: 2, price: 12, discount_1: 0, discount_2: 0, notes: null },
  ],
} as unknown as TSyncQuote;

const product = (id: number, extra = {}) => ({ id, external_id: `P${id}`, description: `Prodotto ${id}`, weight: 1.5, disable_discounts: false, unit_of_measure: 'PZ', ...extra });

describe('a quote restored from the device', () => {
  it("comes back with every line, priced from the copy in the customer's list, and says which prices differ from the quote's", async () => {
    db = new OfflineDb(`local-quotes-${++n}`);
    // P5 costs more today, P6 the same, P7 has no price in list 4, P8 is no longer in the copy.
    await db.products.put({ bucket: 0, rows: { 5: product(5), 6: product(6, { unit_of_measure: 'CF' }), 7: product(7, { disable_discounts: true }) } as never });
    await db.prices.put({ bucket: 0, rows: { 5: { product_id: 5, prices: { '4': 55.5 } }, 6: { product_id: 6, prices: { '4': 9.9 } }, 7: { product_id: 7, prices: { '3': 70 } } } });
    const { lines, price_changes } = await localQuoteLines(db, quote, 4);
    expect(lines).toEqual([
      { product_id: 5, quantity: 1, discount_1: 3, discount_2: 0, notes: 'Noce', product_code: 'P5', description: 'Prodotto 5', price: 55.5, weight: 1.5, disable_discounts: false, unit_of_measure: 'PZ' },
      { product_id: 6, quantity: 4, discount_1: 0, discount_2: 0, notes: null, product_code: 'P6', description: 'Prodotto 6', price: 9.9, weight: 1.5, disable_discounts: false, unit_of_measure: 'CF' },
      { product_id: 7, quantity: 1, discount_1: 0, discount_2: 0, notes: null, product_code: 'P7', description: 'Prodotto 7', price: null, weight: 1.5, disable_discounts: true, unit_of_measure: 'PZ' },
      { product_id: 8, quantity: 2, discount_1: 0, discount_2: 0, notes: null, product_code: 'P8', description: 'Lampada', price: null, weight: 0, disable_discounts: false, unit_of_measure: 'PZ' },
    ]);
    expect(price_changes).toEqual([
      { product_code: 'P5', description: 'Cofano', old_price: 50, new_price: 55.5 },
      { product_code: 'P7', description: 'Targa', old_price: 80, new_price: null },
      { product_code: 'P8', description: 'Lampada', old_price: 12, new_price: null },
    ]);
  });

  it("carries each line's quantity rule, the customer's list override winning per field as on the server (issue 56)", async () => {
    db = new OfflineDb(`local-quotes-${++n}`);
    // P6 comes in cartons of 6 from 12; list 4 asks at least 24 of them. P5 has no rule.
    await db.products.put({ bucket: 0, rows: { 5: product(5), 6: product(6, { min_quantity: 12, quantity_multiple: 6, pack_description: 'cartone da 6' }) } as never });
    await db.prices.put({ bucket: 0, rows: { 5: { product_id: 5, prices: { '4': 50 } }, 6: { product_id: 6, prices: { '4': 9.9, '3': 9 }, rules: { '4': { min_quantity: 24, quantity_multiple: null } } } } });
    const { lines } = await localQuoteLines(db, quote, 4);
    expect(lines[1]).toMatchObject({ product_id: 6, quantity: 4, min_quantity: 24, quantity_multiple: 6, pack_description: 'cartone da 6' });
    expect(lines[0]).not.toHaveProperty('min_quantity');
    // In list 3 the product's own rule applies.
    expect((await localQuoteLines(db, quote, 3)).lines[1]).toMatchObject({ min_quantity: 12, quantity_multiple: 6 });
  });

  it('is found among the open quotes of the last sync, and only there', async () => {
    db = new OfflineDb(`local-quotes-${++n}`);
    expect(await localQuote(db, 31)).toBeUndefined();
    await db.meta.put({ key: 'open-quotes', at: 1, value: { quotes: [quote] } });
    expect((await localQuote(db, 31))?.name).toBe('Funerale Bianchi');
    expect(await localQuote(db, 32)).toBeUndefined();
    // 'Versioni' without network: the list, and the same comparison as the server's.
    const versions = (await localQuoteVersions(db, 31))!;
    expect(versions.versions.map((v) => [v.version, v.current])).toEqual([[2, true], [1, false]]);
    expect(versions.versions[0]).not.toHaveProperty('snapshot');
    const diff = (await localVersionDiff(db, 31, 1, 2))!;
    expect(diff).toMatchObject({ from: 1, to: 2, total_final_from: 65, total_final_to: 106, difference: 41 });
    expect(diff.lines).toEqual([
      { product_code: 'P5', description: 'Cofano', change: 'changed', fields: ['quantity', 'price'], before: { quantity: 1, price: 50, discount_1: 0, discount_2: 0, row_total: 50 }, after: { quantity: 2, price: 45.5, discount_1: 0, discount_2: 0, row_total: 91 } },
    ]);
    expect(diff.other_changes).toEqual(['Modalità di pagamento: Ri.Ba. 30 gg → Rimessa diretta']);
    await expect(localVersionDiff(db, 31, 1, 3)).rejects.toThrow('Versione 3 del preventivo non trovata');
    // Downloaded by an earlier version of the portal: no lines, so not restorable until the next sync.
    await db.meta.put({ key: 'open-quotes', at: 1, value: { quotes: [{ ...quote, items: undefined } as never] } });
    expect(await localQuote(db, 31)).toBeUndefined();
  });
});
