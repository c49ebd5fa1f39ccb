import 'fake-indexeddb/auto';
import { addDays, todayInRome } from '@portale/contract/business-date';
import type { TSyncOrder, TSyncQuote } from '@portale/contract/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { localBriefing } from './local-briefing';
import { OfflineDb } from './offline-db';

let n = 0;
let db: OfflineDb;
afterEach(async () => {
  await db.delete();
});

const daysAgo = (days: number) => addDays(todayInRome(), -days);
const line = (id: number, productId: number, quantity: number) => ({
  id, product_external_id: `P${productId}`, description: `Riga ${productId}`, price: 10, quantity, discount_1: 0, discount_2: 0, total: 10 * quantity, notes: null,
  product: { id: productId, external_id: `P${productId}`, description: `Prodotto ${productId}` },
});
const order = (id: number, issue_date: string, items: TSyncOrder['items'], customerId = 7): TSyncOrder =>
  ({
    id, code: `OV-${id}`, issue_date, total_net: 100 + id, total: 122, status: id === 5 ? { name: 'Spedito', code: 'SP' } : null, status_id: null,
    profile_external_id: 'A001', customer: { id: customerId, external_id: `C${customerId}`, company_name: `Cliente ${customerId}` }, items,
  }) as unknown as TSyncOrder;
const product = (id: number, quantity = 10) => ({ id, external_id: `P${id}`, description: `Prodotto ${id}`, quantity, unit_of_measure: 'PZ', weight: 1, disable_discounts: false });

/**
 * As the server's briefing test: product 1 in 3 months, last 90 days ago (usual, not reordered); product 2 in 2 months
 * but also 10 days ago (reordered); product 3 once (not usual); product 4, sold out, in 2 months, last 80 days ago;
 * product 5 in 2 months but one of them older than 12 months (not usual); product 9 a shipping line.
 */
async function withCopy() {
  db = new OfflineDb(`briefing-${++n}`);
  await db.customers.bulkPut([
    { id: 7, external_id: 'C7', company_name: 'Onoranze Rossi', price_list_id: 4, agent_codes: ['A001', 'B002'], addresses: [] },
    { id: 8, external_id: 'C8', company_name: 'Altro', price_list_id: 4, agent_codes: ['A001'], addresses: [] },
  ] as never);
  await db.orders.bulkPut([
    order(1, daysAgo(200), [line(11, 1, 2), line(12, 2, 1), line(13, 5, 1)]),
    order(2, daysAgo(150), [line(21, 1, 3), line(22, 4, 1), line(23, 9, 1)]),
    order(3, daysAgo(90), [line(31, 1, 4), line(32, 1, 1), line(33, 9, 1)]),
    order(4, daysAgo(80), [line(41, 4, 3), line(42, 3, 1)]),
    order(5, daysAgo(10), [line(51, 2, 5)]),
    order(6, daysAgo(400), [line(61, 5, 1)]),
    order(7, daysAgo(5), [line(71, 1, 9)], 8),
  ]);
  await db.feeds.put({ feed: 'orders', cursor: 'x', count: 7, completedAt: 1 });
  await db.products.put({ bucket: 0, rows: { 1: product(1), 2: product(2), 3: product(3), 4: product(4, 0), 5: product(5), 9: product(9) } as never });
  await db.prices.put({ bucket: 0, rows: { 1: { product_id: 1, prices: { '4': 19.99 } }, 4: { product_id: 4, prices: { '4': 5 } } } });
  await db.meta.put({ key: 'cart-rules', at: 1, value: { rules: { '4': [{ external_id: 'P9' } as never] }, payment_modes: [], order_minimums: {} } });
}

describe("the 'Scheda visita' computed on the device", () => {
  it('has the last orders, the open quotes and the usual products not reordered as the server computes them; nothing it cannot know', async () => {
    await withCopy();
    const quote = (id: number, customerId: number, updated_at: string) =>
      ({ id, name: `Preventivo ${id}`, updated_at, total_final: 50, version: 2, valid_until: null, customer: { id: customerId }, items: [{}, {}] }) as unknown as TSyncQuote;
    await db.meta.put({ key: 'open-quotes', at: 1, value: { quotes: [quote(1, 7, '2026-11-01T10:00:00.000Z'), quote(2, 8, '2026-11-02T10:00:00.000Z'), quote(3, 7, '2026-11-03T10:00:00.000Z')] } });

    const b = (await localBriefing(db, 7, ['A001']))!;
    expect(b).toMatchObject({ customer: { id: 7, company_name: 'Onoranze Rossi' }, profile_external_ids: ['A001'], receivables: null, turnover: null, last_visits: null, not_reordered_days: 60 });
    expect(b.customer).not.toHaveProperty('agent_codes');
    expect(b.last_orders.map((o) => o.id)).toEqual([5, 4, 3, 2, 1]);
    expect(b.last_orders[0]).toEqual({ id: 5, code: 'OV-5', issue_date: daysAgo(10), total_net: 105, status: 'Spedito' });
    expect(b.open_quotes.map((q) => q.id)).toEqual([3, 1]);
    expect(b.open_quotes[0]).toMatchObject({ items_count: 2, version: 2, total_final: 50 });
    expect(b.usual_products).toEqual([
      {
        product_id: 1, product_code: 'P1', description: 'Prodotto 1', unit_of_measure: 'PZ', months_ordered: 3, last_quantity: 5, last_date: daysAgo(90),
        line: expect.objectContaining({ product_id: 1, product_code: 'P1', description: 'Prodotto 1', quantity: 5, unit_of_measure: 'PZ', price: 19.99, weight: 1, disable_discounts: false, new_total: 99.95 }),
        unavailable_reason: null,
      },
      expect.objectContaining({ product_code: 'P4', months_ordered: 2, last_quantity: 3, last_date: daysAgo(80), line: null, unavailable_reason: 'Non disponibile' }),
    ]);
  });

  it("takes 'N' from the last briefing the server answered here, and cannot answer without the customer or a complete copy of the orders", async () => {
    await withCopy();
    await db.briefings.put({ customer_id: 8, at: 5, answer: { not_reordered_days: 85 } as never });
    expect((await localBriefing(db, 7, ['A001']))!.usual_products.map((p) => p.product_code)).toEqual(['P1']);
    expect(await localBriefing(db, 99, ['A001'])).toBeUndefined();
    await db.feeds.put({ feed: 'orders', cursor: 'x', count: 7 });
    expect(await localBriefing(db, 7, ['A001'])).toBeUndefined();
  });
});
