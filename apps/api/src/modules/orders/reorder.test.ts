import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productPrices, products } from '../../db/schema/index';
import { createProduct } from '../../test/cart-fixtures';
import { createUser } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedCartWorld } from '../cart/cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let orderId: number;
let extra: { gone: { id: number }; unpriced: { id: number }; soldOut: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  const l1 = w.lists.l1.id;
  extra = {
    gone: await createProduct(t.database, { code: 'GONE-1', description: 'Vaso fuori produzione', prices: { [l1]: '5.00' } }),
    unpriced: await createProduct(t.database, { code: 'NOPR-1', description: 'Targa senza prezzo', prices: { [l1]: '6.00' } }),
    soldOut: await createProduct(t.database, { code: 'SOLD-1', description: 'Cornice esaurita', prices: { [l1]: '7.00' } }),
  };
  const key = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/createOrder',
    headers: { cookie: w.cookies.agent1, 'idempotency-key': key },
    payload: {
      profile_external_id: 'A001',
      customer_id: w.cast.customers.c1.id,
      items: [
        { product_id: w.p.handle.id, quantity: 3 },
        { product_id: w.p.coffin.id, quantity: 1 },
        { product_id: extra.gone.id, quantity: 2 },
        { product_id: extra.unpriced.id, quantity: 1 },
        { product_id: extra.soldOut.id, quantity: 4 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  orderId = res.json().order_id;
  // Since the order: one product left the catalogue, one lost its price, one sold out; the handle costs more.
  await t.database.db.update(products).set({ enabled: false }).where(eq(products.id, extra.gone.id));
  await t.database.db.delete(productPrices).where(eq(productPrices.productId, extra.unpriced.id));
  await t.database.db.update(products).set({ quantity: '0' }).where(eq(products.id, extra.soldOut.id));
  await t.database.db.update(productPrices).set({ price: '21.50' }).where(eq(productPrices.productId, w.p.handle.id));
});
afterAll(() => t.close());

const reorder = (id: number, cookie: string) => t.app.inject({ method: 'GET', url: `/api/orders/reorder/${id}`, headers: { cookie } });

describe('GET orders/reorder/{id}', () => {
  it("answers the still-sold products at the order's quantities and today's prices, and the dropped lines with why", async () => {
    const res = await reorder(orderId, w.cookies.agent1);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.customer).toMatchObject({ id: w.cast.customers.c1.id, external_id: 'C0001' });
    expect(answer.profile_external_id).toBe('A001');
    expect(answer.lines).toEqual([
      expect.objectContaining({ product_id: w.p.handle.id, product_code: 'MAN-010', quantity: 3, price: 21.5, unit_of_measure: 'PZ' }),
      expect.objectContaining({ product_id: w.p.coffin.id, product_code: 'COF-001', quantity: 1 }),
    ]);
    expect(answer.dropped).toEqual([
      { product_code: 'GONE-1', description: 'Vaso fuori produzione', quantity: 2, reason: 'Prodotto non più a catalogo' },
      { product_code: 'NOPR-1', description: 'Targa senza prezzo', quantity: 1, reason: 'Nessun prezzo nel listino del cliente' },
      { product_code: 'SOLD-1', description: 'Cornice esaurita', quantity: 4, reason: 'Non disponibile' },
    ]);
    // The order's shipping line is no product to reorder.
    expect(JSON.stringify(answer)).not.toContain('SPE-');
  });

  it('keeps the discounts agreed last time while today\'s rules allow them, with the old and the new line totals (issue 55)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/createOrder',
      headers: { cookie: w.cookies.agent1, 'idempotency-key': randomUUID() },
      payload: {
        profile_external_id: 'A001',
        customer_id: w.cast.customers.c1.id,
        items: [
          { product_id: w.p.handle.id, quantity: 3, discount_1: 2, discount_2: 2 },
          { product_id: w.p.coffin.id, quantity: 1, discount_1: 3, discount_2: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [handleLine] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().order_id));
    // Since then the coffin became non-discountable.
    await t.database.db.update(products).set({ disableDiscounts: true }).where(eq(products.id, w.p.coffin.id));
    try {
      const answer = (await reorder(res.json().order_id, w.cookies.agent1)).json();
      // 21,50 € × 3 at 2+2 = 61,9458 → 61,95 €
      expect(answer.lines[0]).toMatchObject({ product_code: 'MAN-010', discount_1: 2, discount_2: 2, discount_note: null, previous_total: Number(handleLine!.total), new_total: 61.95 });
      expect(answer.lines[1]).toMatchObject({ product_code: 'COF-001', discount_1: 0, discount_2: 0 });
      expect(answer.lines[1].discount_note).toBe('Sconto 3+1 non ripreso: il prodotto oggi non è scontabile');
    } finally {
      await t.database.db.update(products).set({ disableDiscounts: false }).where(eq(products.id, w.p.coffin.id));
    }
  });

  it("is scoped like the order: another agent's order is 404, an unknown one too", async () => {
    // agente2 shares A001 and sees it; an agent with A002 only does not.
    expect((await reorder(orderId, w.cookies.agent2)).statusCode).toBe(200);
    await createUser(t.database, { email: 'agente3@example.com', name: 'Luca Verdi', profileIds: [w.cast.profiles.p2.id] });
    expect((await reorder(orderId, await loginAs(t.app, 'agente3@example.com'))).statusCode).toBe(404);
    expect((await reorder(999_999, w.cookies.agent1)).statusCode).toBe(404);
    expect((await reorder(orderId, w.cookies.admin)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toBeDefined();
  });
});

describe('POST orders/reorderItems', () => {
  const reorderItems = (itemIds: unknown, cookie: string) => t.app.inject({ method: 'POST', url: '/api/orders/reorderItems', headers: { cookie }, payload: { item_ids: itemIds } });
  const itemsOf = async (id: number) => (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id))).map((i) => ({ id: i.id, code: i.productExternalId }));

  it("answers chosen rows like 'Riordina' answers an order: today's prices, and the dropped ones with why", async () => {
    const items = await itemsOf(orderId);
    const chosen = items.filter((i) => ['MAN-010', 'SOLD-1'].includes(i.code)).map((i) => i.id);
    const res = await reorderItems(chosen, w.cookies.agent1);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).not.toHaveProperty('order');
    expect(answer.customer).toMatchObject({ id: w.cast.customers.c1.id, external_id: 'C0001' });
    expect(answer.profile_external_id).toBe('A001');
    expect(answer.lines).toEqual([expect.objectContaining({ product_code: 'MAN-010', quantity: 3, price: 21.5 })]);
    expect(answer.dropped).toEqual([{ product_code: 'SOLD-1', description: 'Cornice esaurita', quantity: 4, reason: 'Non disponibile' }]);
  });

  it('refuses rows of two customers, rows the caller cannot see (404) and an empty choice', async () => {
    const mine = (await itemsOf(orderId))[0]!.id;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/cart/createOrder',
      headers: { cookie: w.cookies.agent2, 'idempotency-key': randomUUID() },
      payload: { profile_external_id: 'A002', customer_id: w.cast.customers.c3.id, items: [{ product_id: w.p.coffin.id, quantity: 1 }] },
    });
    expect(other.statusCode, other.body).toBe(200);
    const theirs = (await itemsOf(other.json().order_id))[0]!.id;
    const mixed = await reorderItems([mine, theirs], w.cookies.agent2);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('I prodotti scelti sono di clienti diversi: sceglierne di un solo cliente');
    // agente1 (A001 only) does not see the A002 order's line: 404, even mixed with their own.
    expect((await reorderItems([mine, theirs], w.cookies.agent1)).statusCode).toBe(404);
    expect((await reorderItems([theirs], w.cookies.agent1)).statusCode).toBe(404);
    const empty = await reorderItems([], w.cookies.agent1);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Selezionare almeno un prodotto');
  });
});
