import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cartVersions, carts, currentCarts, customerNotes, orders, userProfiles, users, visits } from '../../db/schema/index';
import { createOrder, createVisit } from '../../test/document-fixtures';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

// Issue 55 point 18: a user with data is refused ("disable instead"), never deleted with their data.
let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/delete/${id}`, headers: { cookie: admin } });
const userExists = async (id: number) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const REFUSED = 'L’utente ha dati collegati e non può essere cancellato: disabilitarlo';

let serial = 0;
/** A fresh agent on profile A001. */
const agent = () => createUser(t.database, { email: `dati${++serial}@example.com`, profileIds: [cast.profiles.p1.id] });

const cart = async (userId: number, type: 'quotes' | 'temporary_orders', issued = false) => {
  const [row] = await t.database.db
    .insert(carts)
    .values({
      userId,
      profileId: cast.profiles.p1.id,
      customerId: cast.customers.c1.id,
      type,
      name: type === 'quotes' ? 'Preventivo' : null,
      total: '10.00',
      totalFinal: '10.00',
      totalWeight: '1.000',
      issueDate: issued ? new Date() : null,
    })
    .returning();
  return row;
};

/** Each kind of row that names a user, made for `userId`. */
const linkedRows: Record<string, (userId: number) => Promise<unknown>> = {
  'an issued quote': (userId) => cart(userId, 'quotes', true),
  'a quote': (userId) => cart(userId, 'quotes'),
  'a temporary order': (userId) => cart(userId, 'temporary_orders'),
  'a private note': (userId) => t.database.db.insert(customerNotes).values({ customerId: cast.customers.c1.id, userId, content: 'Chiamare lunedì' }),
  'a visit': (userId) =>
    createVisit(t.database, { profileId: cast.profiles.p1.id, customerId: cast.customers.c1.id, dateVisit: '2026-11-20', notes: 'Visita', userId }),
  'an order': async (userId) => {
    const order = await createOrder(t.database, {
      code: `WEB-2026-9${String(++serial).padStart(5, '0')}`,
      profileId: cast.profiles.p1.id,
      customerId: cast.customers.c1.id,
      issueDate: '2026-11-20',
      totalNet: '10.00',
      total: '12.20',
    });
    await t.database.db.update(orders).set({ userId }).where(eq(orders.id, order.id));
  },
  'a quote version saved by them': async (userId) => {
    const quote = await cart(cast.users.agent1.id, 'quotes');
    const content = { name: null, notes: null, payment_mode: null, total: '10.00', discount_percentage: '0', discount_amount: '0', total_weight: '1', shipping_items: [], promotion_item: null, items: [] };
    await t.database.db.insert(cartVersions).values({ cartId: quote.id, version: 1, savedBy: userId, totalFinal: '10.00', content });
  },
  'a current cart with lines': (userId) =>
    t.database.db.insert(currentCarts).values({ userId, version: 1, content: { items: [{ product_id: 1, quantity: '2' }] } }),
};

describe('DELETE users/delete/{id} of a user with data (issue 55, point 18)', () => {
  for (const [kind, make] of Object.entries(linkedRows)) {
    it(`refuses to delete a user with ${kind}, keeping the user and the row`, async () => {
      const u = await agent();
      await make(u.id);
      const res = await remove(u.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(REFUSED);
      expect(await userExists(u.id)).toBe(true);
      // The user's agent codes stay too: nothing of the refused delete is kept.
      expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, u.id))).toHaveLength(1);
    });
  }

  it('refuses a user with every kind of linked row, every row kept', async () => {
    const u = await agent();
    for (const make of Object.values(linkedRows)) await make(u.id);
    const res = await remove(u.id);
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(carts).where(eq(carts.userId, u.id))).toHaveLength(3);
    expect(await t.database.db.select().from(customerNotes).where(eq(customerNotes.userId, u.id))).toHaveLength(1);
    expect(await t.database.db.select().from(visits).where(eq(visits.userId, u.id))).toHaveLength(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
  });

  it('the database itself refuses to drop a user’s quotes, notes, visits or orders with them', async () => {
    const u = await agent();
    for (const make of Object.values(linkedRows)) await make(u.id);
    await expect(t.database.db.delete(users).where(eq(users.id, u.id))).rejects.toThrow();
    expect(await userExists(u.id)).toBe(true);
  });

  it('deletes a user without data (an empty current cart goes with them) and records their real agent codes', async () => {
    const u = await createUser(t.database, { email: 'senza-dati@example.com', profileIds: [cast.profiles.p2.id, cast.profiles.p1.id] });
    await t.database.db.insert(currentCarts).values({ userId: u.id, version: 3, content: { items: [] } });
    const res = await remove(u.id);
    expect(res.statusCode).toBe(200);
    expect(await userExists(u.id)).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.recordId, u.id), eq(auditLog.action, 'delete')));
    expect(entry.changes.profiles_ids).toEqual({ before: [cast.profiles.p1.id, cast.profiles.p2.id].sort((a, b) => a - b), after: null });
  });
});
