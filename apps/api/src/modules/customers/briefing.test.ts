import { todayInRome } from '@portale/contract/business-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, customerYearData, invoiceExpirations, invoices, orderItems, orders, products, visits } from '../../db/schema/index';
import { createProduct } from '../../test/cart-fixtures';
import { createUser } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedCartWorld } from '../cart/cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
const today = todayInRome();
const year = Number(today.slice(0, 4));
const daysAgo = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

let n = 0;
async function invoice(customerId: number, profileId: number, issueDate: string, totalNet: string, instalments: { date: string; amount: string; paid?: boolean }[]) {
  const [row] = await t.database.db
    .insert(invoices)
    .values({ code: `FT-${++n}`, number: String(n), issueDate, totalNet, total: totalNet, profileId, customerId })
    .returning();
  if (instalments.length) await t.database.db.insert(invoiceExpirations).values(instalments.map((i) => ({ invoiceId: row.id, date: i.date, amount: i.amount, paid: i.paid ?? false })));
  return row;
}

async function order(customerId: number, profileId: number, issueDate: string, lines: { product: { id: number; externalId: string }; quantity: string }[]) {
  const [row] = await t.database.db
    .insert(orders)
    .values({ code: `OR-${++n}`, issueDate, totalNet: '100.00', total: '122.00', profileId, customerId })
    .returning();
  if (lines.length) await t.database.db.insert(orderItems).values(
    lines.map((l) => ({ orderId: row.id, productId: l.product.id, productExternalId: l.product.externalId, description: 'x', price: '1.00', quantity: l.quantity, total: '1.00' })),
  );
  return row;
}

let soldOut: { id: number; externalId: string };
beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  const c1 = w.cast.customers.c1.id;
  const p1 = w.cast.profiles.p1.id;
  const p2 = w.cast.profiles.p2.id;
  soldOut = await createProduct(t.database, { code: 'SOLD-9', description: 'Cornice esaurita', prices: { [w.lists.l1.id]: '7.00' } });
  await t.database.db.update(products).set({ quantity: '0' }).where(eq(products.id, soldOut.id));

  // Receivables: 300.00 overdue by 40 days, 50.50 overdue by 5 days, 200.00 not yet due, 999.00 paid; one on A002
  // of the same customer that agente1 (A001 only) must not count.
  await invoice(c1, p1, daysAgo(70), '550.50', [
    { date: daysAgo(40), amount: '300.00' },
    { date: daysAgo(5), amount: '50.50' },
    { date: daysAgo(-25), amount: '200.00' },
  ]);
  await invoice(c1, p1, daysAgo(100), '999.00', [{ date: daysAgo(60), amount: '999.00', paid: true }]);
  await invoice(c1, p2, daysAgo(50), '77.00', [{ date: daysAgo(20), amount: '77.00' }]);
  // Turnover to date: this year's invoices above count where dated this year; last year's same period vs after.
  await invoice(c1, p1, `${year - 1}-01-02`, '1000.00', []);
  await invoice(c1, p1, `${year - 1}-12-31`, '5000.00', []);
  await t.database.db.insert(customerYearData).values([
    { customerId: c1, year: year - 1, invoicesTotal: '6000.00', invoicesCount: 2 },
    { customerId: c1, year: year - 3, invoicesTotal: '1234.56', invoicesCount: 4 },
    { customerId: c1, year: year - 9, invoicesTotal: '1.00', invoicesCount: 1 },
  ]);

  // Orders: the handle in 3 different months, last 90 days ago (usual, not reordered); the coffin in 2 months but
  // also 10 days ago (reordered); the plate once (not usual); the sold-out product in 2 months, 80 days ago.
  await order(c1, p1, daysAgo(300), [{ product: w.p.handle, quantity: '2' }, { product: w.p.coffin, quantity: '1' }, { product: soldOut, quantity: '5' }]);
  await order(c1, p1, daysAgo(200), [{ product: w.p.handle, quantity: '4' }]);
  await order(c1, p1, daysAgo(90), [{ product: w.p.handle, quantity: '6' }, { product: w.p.handle, quantity: '1' }, { product: w.p.plate, quantity: '1' }]);
  await order(c1, p1, daysAgo(80), [{ product: soldOut, quantity: '3' }]);
  await order(c1, p1, daysAgo(10), [{ product: w.p.coffin, quantity: '2' }]);
  // Older than 12 months: does not make the plate habitual.
  await order(c1, p1, daysAgo(400), [{ product: w.p.plate, quantity: '1' }]);
  await order(c1, p1, daysAgo(2), []);
  await order(c1, p1, daysAgo(3), []);
  await order(c1, p2, daysAgo(1), [{ product: w.p.gravel, quantity: '1' }]);

  await t.database.db.insert(visits).values([
    ...[1, 2, 3, 4, 5, 6].map((i) => ({ dateVisit: daysAgo(i * 7), notes: `Visita ${i}`, profileId: p1, customerId: c1, userId: w.cast.users.agent1.id })),
    { dateVisit: daysAgo(1), notes: 'Visita di Giulia su A002', profileId: p2, customerId: c1, userId: w.cast.users.agent2.id },
  ]);

  const cartRow = { profileId: p1, customerId: c1, type: 'quotes', total: '10.00', totalFinal: '12.20', totalWeight: '0' };
  const sentAsOrder = await order(c1, p1, daysAgo(400), []);
  await t.database.db.insert(carts).values([
    { ...cartRow, userId: w.cast.users.agent1.id, name: 'Preventivo aperto' },
    // Emailed, v2 of a negotiation: still open until it becomes an order.
    { ...cartRow, userId: w.cast.users.agent1.id, name: 'Preventivo inviato', issueDate: new Date(), version: 2, validUntil: daysAgo(-30) },
    { ...cartRow, userId: w.cast.users.agent1.id, name: 'Preventivo diventato ordine', issueDate: new Date(), orderId: sentAsOrder.id },
    { ...cartRow, userId: w.cast.users.agent1.id, name: 'Ordine parcheggiato', type: 'temporary_orders' },
    { ...cartRow, userId: w.cast.users.agent2.id, name: 'Preventivo di Giulia' },
  ]);
});
afterAll(() => t.close());

const briefing = (id: number, cookie: string) => t.app.inject({ method: 'GET', url: `/api/customer/briefing/${id}`, headers: { cookie } });

describe('GET customer/briefing/{id}', () => {
  it("sums the open and overdue instalments of the caller's invoices, oldest first, with days late", async () => {
    const res = await briefing(w.cast.customers.c1.id, w.cookies.agent1);
    expect(res.statusCode, res.body).toBe(200);
    const { receivables } = res.json();
    expect(receivables).toMatchObject({ open_total: 550.5, overdue_total: 350.5, overdue_count: 2, oldest_days_late: 40 });
    expect(receivables.instalments.map((i: { amount: number; days_late: number }) => [i.amount, i.days_late])).toEqual([
      [300, 40],
      [50.5, 5],
      [200, 0],
    ]);
    // agente2 also holds A002: the instalment on A002 counts for them.
    const other = (await briefing(w.cast.customers.c1.id, w.cookies.agent2)).json();
    expect(other.receivables).toMatchObject({ open_total: 627.5, overdue_total: 427.5, overdue_count: 3 });
  });

  it('compares turnover to date with the same period of last year and lists five years, oldest first', async () => {
    const { turnover } = (await briefing(w.cast.customers.c1.id, w.cookies.agent1)).json();
    // This year: whichever of the test's invoices fall in this calendar year (they are dated relative to today).
    const thisYear = [
      [daysAgo(70), 550.5],
      [daysAgo(100), 999],
      [daysAgo(50), 77],
    ].reduce((sum, [date, amount]) => sum + (String(date).startsWith(String(year)) ? Number(amount) : 0), 0);
    expect(turnover.year).toBe(year);
    expect(turnover.this_year_to_date).toBeCloseTo(thisYear, 2);
    // 2 January of last year is within the same period; 31 December is not (unless today is 31 December).
    expect(turnover.last_year_same_period).toBe(today.endsWith('12-31') ? 6000 : 1000);
    expect(turnover.years).toEqual([
      { year: year - 4, invoices_total: 0 },
      { year: year - 3, invoices_total: 1234.56 },
      { year: year - 2, invoices_total: 0 },
      { year: year - 1, invoices_total: 6000 },
      { year, invoices_total: 0 },
    ]);
  });

  it("lists the last five orders and visits of the caller's agent codes and the caller's open quotes", async () => {
    const body = (await briefing(w.cast.customers.c1.id, w.cookies.agent1)).json();
    expect(body.last_orders.map((o: { issue_date: string }) => o.issue_date)).toEqual([daysAgo(2), daysAgo(3), daysAgo(10), daysAgo(80), daysAgo(90)]);
    expect(body.last_visits.map((v: { notes: string }) => v.notes)).toEqual(['Visita 1', 'Visita 2', 'Visita 3', 'Visita 4', 'Visita 5']);
    expect(body.open_quotes).toEqual([
      expect.objectContaining({ name: 'Preventivo inviato', version: 2, valid_until: daysAgo(-30) }),
      expect.objectContaining({ name: 'Preventivo aperto', total_final: 12.2, items_count: 0, version: 1 }),
    ]);
    expect(body.profile_external_ids).toEqual(['A001']);
    expect(body.customer).toMatchObject({ id: w.cast.customers.c1.id, external_id: 'C0001' });
    const giulia = (await briefing(w.cast.customers.c1.id, w.cookies.agent2)).json();
    expect(giulia.last_visits[0].notes).toBe('Visita di Giulia su A002');
    expect(giulia.open_quotes.map((q: { name: string }) => q.name)).toEqual(['Preventivo di Giulia']);
    expect(giulia.profile_external_ids).toEqual(['A001']);
  });

  it('names the habitual products not reordered within the setting, with the last quantity and date at today’s price', async () => {
    const { usual_products, not_reordered_days } = (await briefing(w.cast.customers.c1.id, w.cookies.agent1)).json();
    expect(not_reordered_days).toBe(60);
    expect(usual_products).toEqual([
      {
        product_id: w.p.handle.id,
        product_code: 'MAN-010',
        description: 'Maniglia in ottone lucido',
        unit_of_measure: 'PZ',
        months_ordered: 3,
        // Two lines of the handle in the last order add up.
        last_quantity: 7,
        last_date: daysAgo(90),
        line: expect.objectContaining({ product_id: w.p.handle.id, quantity: 7, price: 19.99 }),
        unavailable_reason: null,
      },
      expect.objectContaining({ product_code: 'SOLD-9', months_ordered: 2, last_quantity: 3, last_date: daysAgo(80), line: null, unavailable_reason: 'Non disponibile' }),
    ]);
  });

  it("is scoped like customer/get: another agent's customer and an unknown one are 404", async () => {
    expect((await briefing(w.cast.customers.c3.id, w.cookies.agent1)).statusCode).toBe(404);
    expect((await briefing(999_999, w.cookies.agent1)).statusCode).toBe(404);
    await createUser(t.database, { email: 'agente3@example.com', name: 'Luca Verdi', profileIds: [w.cast.profiles.p2.id] });
    const res = await briefing(w.cast.customers.c1.id, await loginAs(t.app, 'agente3@example.com'));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Ferramenta');
    const admin = (await briefing(w.cast.customers.c1.id, w.cookies.admin)).json();
    expect(admin.receivables.overdue_count).toBe(3);
    expect(admin.profile_external_ids).toEqual(['A001']);
  });
});
