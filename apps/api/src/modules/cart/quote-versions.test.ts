import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInRome } from '@portale/contract/business-date';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartVersions, carts, paymentModes, productPrices } from '../../db/schema/index';
import { hasCommand } from '../../test/has-command';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from './cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
  cookie = w.cookies.agent1;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, as = cookie, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie: as, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const save = (cart: Record<string, unknown>) => inject('POST', '/api/cart/save', { cart });
const versions = async (id: number) => (await inject('GET', `/api/cart/versions/${id}`)).json().versions;
const today = () => todayInRome();

/** The sample quote with the coffin's quantity changed. */
const withCoffins = (quantity: number, extra: Record<string, unknown> = {}) =>
  sampleCart(w, {
    items: [
      { product_id: w.p.coffin.id, quantity, discount_1: 2, discount_2: 2 },
      { product_id: w.p.handle.id, quantity: 3, notes: 'Finitura lucida' },
      { product_id: w.p.plate.id, quantity: 1, discount_1: 3, discount_2: 3 },
    ],
    ...extra,
  });

describe('quote versions', () => {
  it('updates a quote never shared in place, and makes v2, v3 once the current version was downloaded or emailed', async () => {
    const v1 = (await save(sampleCart(w, { name: 'Trattativa Rossi' }))).json().cart;
    expect(v1).toMatchObject({ version: 1, revision: 1, shared_at: null, valid_until: addDays(today(), 30) });

    // Not shared: the same version is updated.
    const again = (await save(withCoffins(3, { id: v1.id, name: 'Trattativa Rossi', version: 1, revision: 1 }))).json().cart;
    expect(again).toMatchObject({ id: v1.id, version: 1, revision: 2 });
    expect(await versions(v1.id)).toHaveLength(1);

    // Downloaded as PDF ('Scarica PDF' says so with cart/share; the GET alone changes nothing, issue 53 point 18): v1
    // is shared, so the next save makes v2 and v1 stays as it was.
    expect((await inject('GET', `/api/cart/createPdf/${v1.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/cart/get/${v1.id}`)).json().cart.shared_at).toBeNull();
    expect((await inject('POST', `/api/cart/share/${v1.id}`, { revision: 2 })).statusCode).toBe(200);
    expect((await inject('GET', `/api/cart/get/${v1.id}`)).json().cart.shared_at).toEqual(expect.any(String));
    const v2 = (await save(withCoffins(5, { id: v1.id, name: 'Trattativa Rossi', version: 1, revision: 2 }))).json().cart;
    expect(v2).toMatchObject({ id: v1.id, version: 2, revision: 3, shared_at: null });

    // Emailed: v2 is shared, the next save makes v3.
    const mail = await inject('POST', '/api/cart/sendEmail', { cart: withCoffins(5, { id: v1.id }), customer_email: 'acquisti@ferramentarossi.it' });
    expect(mail.json()).toMatchObject({ success: true });
    const v3 = (await save(withCoffins(4, { id: v1.id, name: 'Trattativa Rossi', version: 2, revision: 3 }))).json().cart;
    expect(v3).toMatchObject({ id: v1.id, version: 3 });

    const list = await versions(v1.id);
    expect(list.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(list[2]).toMatchObject({ saved_by: 'Mario Rossi', shared_at: expect.any(String), count: 3 });
    expect(list[0].shared_at).toBeNull();

    // The archive shows the current version; the PDF prints it with its validity.
    const archive = (await inject('GET', '/api/cart/archive?type=quotes')).json().carts.data;
    expect(archive.find((e: { id: number }) => e.id === v1.id)).toMatchObject({ version: 3, valid_until: addDays(today(), 30) });
    if (hasCommand('pdftotext')) {
      const pdf = await inject('GET', `/api/cart/createPdf/${v1.id}`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quote-v-')), 'q.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain(`N. ${v1.id} v3`);
      expect(text).toContain(`Valido fino al: ${addDays(today(), 30).split('-').reverse().join('/')}`);
    }
  });

  it('keeps earlier versions read-only and compares any two: lines added, removed, changed and the total difference', async () => {
    const v1 = (await save(sampleCart(w, { name: 'Confronto' }))).json().cart;
    await inject('POST', `/api/cart/share/${v1.id}`, {});
    const [advance] = await t.database.db.insert(paymentModes).values({ externalId: 'BA-V', description: 'Bonifico anticipato', discount: '5.00' }).returning();
    const v2 = (
      await save(
        sampleCart(w, {
          id: v1.id,
          name: 'Confronto',
          payment_mode_id: advance.id,
          items: [
            { product_id: w.p.coffin.id, quantity: 2, discount_1: 3, discount_2: 3 }, // discounts changed
            { product_id: w.p.handle.id, quantity: 6, notes: 'Finitura lucida' }, // quantity changed
            { product_id: w.p.gravel.id, quantity: 1 }, // added; the plate is removed
          ],
        }),
      )
    ).json().cart;
    expect(v2.version).toBe(2);

    const diff = (await inject('GET', `/api/cart/versionDiff/${v1.id}?from=1&to=2`)).json();
    expect(diff.lines).toEqual([
      {
        product_code: 'COF-001',
        description: 'Cofano in legno di noce',
        change: 'changed',
        fields: ['discount_1', 'discount_2'],
        before: expect.objectContaining({ quantity: 2, discount_1: 2, discount_2: 2 }),
        after: expect.objectContaining({ quantity: 2, discount_1: 3, discount_2: 3 }),
      },
      expect.objectContaining({ product_code: 'MAN-010', change: 'changed', fields: ['quantity'], before: expect.objectContaining({ quantity: 3 }), after: expect.objectContaining({ quantity: 6 }) }),
      expect.objectContaining({ product_code: 'GHI-025', change: 'added', before: null, after: expect.objectContaining({ quantity: 1, price: 3 }) }),
      expect.objectContaining({ product_code: 'TAR-001', change: 'removed', after: null }),
    ]);
    expect(diff.other_changes).toContain('Modalità di pagamento: Bonifico 30 gg → Bonifico anticipato');
    expect(diff).toMatchObject({ from: 1, to: 2, total_final_from: v1.total_final, total_final_to: v2.total_final });
    expect(diff.difference).toBeCloseTo(v2.total_final - v1.total_final, 2);

    // v1 is stored as it was: the same lines and total as when it was saved.
    const [stored] = await t.database.db.select().from(cartVersions).where(and(eq(cartVersions.cartId, v1.id), eq(cartVersions.version, 1)));
    expect(Number(stored.totalFinal)).toBe(v1.total_final);
    expect(stored.content.items.map((i) => i.product_code)).toEqual(['COF-001', 'MAN-010', 'TAR-001']);

    expect((await inject('GET', `/api/cart/versionDiff/${v1.id}?from=1&to=9`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/cart/versionDiff/${v1.id}?from=zero&to=2`)).statusCode).toBe(400);
    // Another agent's quote: not found, like cart/get.
    expect((await inject('GET', `/api/cart/versions/${v1.id}`, undefined, w.cookies.agent2)).statusCode).toBe(404);
    expect((await inject('GET', `/api/cart/versionDiff/${v1.id}?from=1&to=2`, undefined, w.cookies.agent2)).statusCode).toBe(404);
  });

  it('lets one of two saves of the same version win; the other gets 409 STALE_VERSION and changes nothing', async () => {
    const v1 = (await save(sampleCart(w, { name: 'Concorrenza' }))).json().cart;
    // Never shared: the revision tells the two saves apart.
    const both = await Promise.all([
      save(withCoffins(3, { id: v1.id, name: 'Concorrenza', version: 1, revision: 1 })),
      save(withCoffins(7, { id: v1.id, name: 'Concorrenza', version: 1, revision: 1 })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'STALE_VERSION', message: expect.stringContaining('modificato nel frattempo') });
    const winner = both.find((r) => r.statusCode === 200)!.json().cart;
    const stored = (await inject('GET', `/api/cart/get/${v1.id}`)).json().cart;
    expect(stored.items[0].quantity).toBe(winner.items[0].quantity);
    expect(stored.revision).toBe(2);

    // Shared: the version alone tells them apart (the winner made v2).
    await inject('POST', `/api/cart/share/${v1.id}`, {});
    const shared = await Promise.all([
      save(withCoffins(4, { id: v1.id, name: 'Concorrenza', version: 1 })),
      save(withCoffins(6, { id: v1.id, name: 'Concorrenza', version: 1 })),
    ]);
    expect(shared.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await versions(v1.id)).map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it("sets 'Valido fino al' (default from settings, or chosen) and refuses a date in the past", async () => {
    const chosen = addDays(today(), 10);
    const saved = (await save(sampleCart(w, { name: 'Validità', valid_until: chosen }))).json().cart;
    expect(saved.valid_until).toBe(chosen);
    const kept = (await save(sampleCart(w, { id: saved.id, name: 'Validità' }))).json().cart;
    expect(kept.valid_until).toBe(chosen);
    const past = await save(sampleCart(w, { id: saved.id, name: 'Validità', valid_until: addDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La data di validità del preventivo non può essere nel passato');
    const bad = await save(sampleCart(w, { name: 'Validità', valid_until: '25/12/2026' }));
    expect(bad.statusCode).toBe(400);
    expect((await inject('GET', `/api/cart/get/${saved.id}`)).json().cart).toMatchObject({ valid_until: chosen, revision: 2 });

    // An expired validity is not kept by the next save: it starts again from today.
    await t.database.db.update(carts).set({ validUntil: addDays(today(), -2) }).where(eq(carts.id, saved.id));
    const renewed = (await save(sampleCart(w, { id: saved.id, name: 'Validità' }))).json().cart;
    expect(renewed.valid_until).toBe(addDays(today(), 30));
  });

  it("keeps a 'Valido fino al' that was valid the day the quote was written without network (issue 53, point 16), within 30 days", async () => {
    const key = () => ({ 'Idempotency-Key': randomUUID() });
    const offline = (validUntil: string, writtenOn?: string) =>
      inject('POST', '/api/cart/save', { cart: sampleCart(w, { name: 'Scritto senza rete', valid_until: validUntil }), ...(writtenOn ? { written_on: writtenOn } : {}) }, cookie, key());
    // Written three days ago, valid until that day: it arrives today, past, and is saved with the agent's date.
    const arrived = await offline(addDays(today(), -3), addDays(today(), -3));
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().cart.valid_until).toBe(addDays(today(), -3));
    // Without the day it was written, a past date is still refused.
    expect((await offline(addDays(today(), -3))).json().message).toBe('La data di validità del preventivo non può essere nel passato');
    // A date already past when written, a day in the future, or one more than 30 days ago: refused.
    const stale = await offline(addDays(today(), -5), addDays(today(), -3));
    expect([stale.statusCode, stale.json().message]).toEqual([400, 'La data di validità del preventivo era già passata quando è stato scritto']);
    const future = await offline(addDays(today(), -1), addDays(today(), 1));
    expect([future.statusCode, future.json().message]).toEqual([400, 'La data in cui il preventivo è stato scritto non può essere nel futuro']);
    const old = await offline(addDays(today(), -31), addDays(today(), -31));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/scritto più di 30 giorni fa/);
    // Exactly 30 days ago is still within the window; a still-valid date ignores the day it was written.
    expect((await offline(addDays(today(), -30), addDays(today(), -30))).statusCode).toBe(200);
    expect((await offline(addDays(today(), 5), addDays(today(), 1))).json().cart.valid_until).toBe(addDays(today(), 5));
  });

  it('carries the chosen validity into every new version unless the agent changes it (issue 55, point 4)', async () => {
    const chosen = addDays(today(), 16);
    const v1 = (await save(sampleCart(w, { name: 'Validità scelta', valid_until: chosen }))).json().cart;
    await inject('POST', `/api/cart/share/${v1.id}`, {});
    const v2 = (await save(withCoffins(3, { id: v1.id, name: 'Validità scelta', revision: v1.revision }))).json().cart;
    expect(v2).toMatchObject({ version: 2, valid_until: chosen });
    await inject('POST', `/api/cart/share/${v1.id}`, {});
    const later = addDays(today(), 40);
    const v3 = (await save(withCoffins(4, { id: v1.id, name: 'Validità scelta', revision: v2.revision, valid_until: later }))).json().cart;
    expect(v3).toMatchObject({ version: 3, valid_until: later });
    expect((await versions(v1.id)).map((v: { version: number; valid_until: string }) => [v.version, v.valid_until])).toEqual([
      [3, later],
      [2, chosen],
      [1, chosen],
    ]);
  });

  it('refuses an impossible date with a message', async () => {
    const impossible = await save(sampleCart(w, { name: 'Validità', valid_until: '2027-02-31' }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toMatch(/data/i);
  });

  it('restores an expired quote at today’s prices and says which prices changed', async () => {
    await inject('POST', '/api/user/activate', { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id });
    const saved = (await save(sampleCart(w, { name: 'Scaduto' }))).json().cart;
    const yesterday = addDays(today(), -1);
    await t.database.db.update(carts).set({ validUntil: yesterday }).where(eq(carts.id, saved.id));
    const coffinPrice = and(eq(productPrices.productId, w.p.coffin.id), eq(productPrices.priceListId, w.lists.l1.id));
    await t.database.db.update(productPrices).set({ price: '1300.00' }).where(coffinPrice);
    try {
      const { version } = (await inject('GET', '/api/cart/current')).json().cart;
      const res = await inject('POST', '/api/cart/current/restore', { id: saved.id, version });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        expired: true,
        valid_until: yesterday,
        price_changes: [{ product_code: 'COF-001', description: 'Cofano in legno di noce', old_price: 1234.56, new_price: 1300 }],
      });
      expect(res.json().cart.items[0]).toMatchObject({ product_id: w.p.coffin.id, price: 1300 });
    } finally {
      await t.database.db.update(productPrices).set({ price: '1234.56' }).where(coffinPrice);
    }
  });

  it("records on the order the version it came from ('dal preventivo N v2')", async () => {
    const v1 = (await save(sampleCart(w, { name: 'Diventa ordine' }))).json().cart;
    await inject('POST', `/api/cart/share/${v1.id}`, {});
    // The order carries other quantities than the shared v1: it becomes v2 of the same quote.
    const sent = await inject('POST', '/api/cart/createOrder', withCoffins(1, { id: v1.id, name: 'Diventa ordine', version: 1 }), cookie, { 'idempotency-key': randomUUID() });
    expect(sent.json()).toMatchObject({ success: true });
    const quote = (await inject('GET', `/api/cart/get/${v1.id}`)).json().cart;
    expect(quote).toMatchObject({ version: 2, issue_date: expect.any(String) });
    const orders = (await inject('POST', '/api/orders/getProfileOrders', { search: sent.json().order_code })).json().orders.data;
    expect(orders[0].quote).toEqual({ id: v1.id, name: 'Diventa ordine', version: 2 });

    // A quote that became an order is final: saving it again makes a new quote.
    const copy = (await save(sampleCart(w, { id: v1.id, name: 'Diventa ordine' }))).json().cart;
    expect(copy).toMatchObject({ version: 1 });
    expect(copy.id).not.toBe(v1.id);

    // An order from no quote names none.
    const plain = await inject('POST', '/api/cart/createOrder', sampleCart(w, { name: null }), cookie, { 'idempotency-key': randomUUID() });
    const plainOrders = (await inject('POST', '/api/orders/getProfileOrders', { search: plain.json().order_code })).json().orders.data;
    expect(plainOrders[0].quote).toBeNull();
  });

  it('refuses an order from a quote changed since it was read, even when the order names no version (issue 64 §6)', async () => {
    const read = (await save(sampleCart(w, { name: 'Letto sul tablet' }))).json().cart;
    // Saved again on the laptop after the tablet read it.
    const laptop = (await save(withCoffins(9, { id: read.id, name: 'Letto sul tablet', version: 1, revision: read.revision }))).json().cart;
    expect(laptop.revision).toBe(read.revision + 1);
    const countOrders = async () => (await t.database.db.execute(sql`select count(*)::int as n from orders`)).rows[0].n;
    const before = await countOrders();

    // The tablet sends the order with the quote's id and no version or revision: the server cannot tell it read the
    // current one, so it refuses (STALE_VERSION) and writes nothing.
    const blind = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: read.id, name: 'Letto sul tablet' }), cookie, { 'idempotency-key': randomUUID() });
    expect(blind.statusCode, blind.body).toBe(409);
    expect(blind.json()).toMatchObject({ success: false, code: 'STALE_VERSION', message: expect.stringContaining('modificato nel frattempo') });
    // Naming the revision it read: the same refusal.
    const stale = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: read.id, name: 'Letto sul tablet', revision: read.revision }), cookie, {
      'idempotency-key': randomUUID(),
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await countOrders()).toBe(before);
    const stored = (await inject('GET', `/api/cart/get/${read.id}`)).json().cart;
    expect(stored).toMatchObject({ revision: laptop.revision, issue_date: null });
    expect(stored.items[0].quantity).toBe(9);

    // From the revision it reads now, the order goes.
    const fresh = await inject('POST', '/api/cart/createOrder', withCoffins(9, { id: read.id, name: 'Letto sul tablet', revision: laptop.revision }), cookie, {
      'idempotency-key': randomUUID(),
    });
    expect(fresh.json()).toMatchObject({ success: true });
  });

  it('takes the revision the current cart recorded when the order names none: unchanged goes, changed since is refused', async () => {
    const restore = async (id: number) => {
      const current = (await inject('GET', '/api/cart/current')).json().cart;
      const res = await inject('POST', '/api/cart/current/restore', { id, version: current.version });
      expect(res.statusCode, res.body).toBe(200);
    };
    const unchanged = (await save(sampleCart(w, { name: 'Ripreso nel carrello' }))).json().cart;
    await restore(unchanged.id);
    const sent = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: unchanged.id, name: 'Ripreso nel carrello' }), cookie, { 'idempotency-key': randomUUID() });
    expect(sent.statusCode, sent.body).toBe(200);

    const changed = (await save(sampleCart(w, { name: 'Cambiato dopo' }))).json().cart;
    await restore(changed.id);
    await save(withCoffins(6, { id: changed.id, name: 'Cambiato dopo', revision: changed.revision }));
    const refused = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: changed.id, name: 'Cambiato dopo' }), cookie, { 'idempotency-key': randomUUID() });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STALE_VERSION' });
  });

  it('an order from a parked temporary order with the same lines makes it the issued quote', async () => {
    const parked = (await inject('POST', '/api/cart/save', { cart: sampleCart(w, { name: null, type: 'temporary_orders' }) })).json().cart;
    const sent = await inject('POST', '/api/cart/createOrder', sampleCart(w, { id: parked.id, name: null, revision: parked.revision }), cookie, { 'idempotency-key': randomUUID() });
    expect(sent.json()).toMatchObject({ success: true });
    const quotes = (await inject('GET', '/api/cart/archive?type=quotes')).json().carts.data;
    expect(quotes.find((e: { id: number }) => e.id === parked.id)).toMatchObject({ order_code: sent.json().order_code, name: `Ordine ${sent.json().order_code}` });
    const parkedNow = (await inject('GET', '/api/cart/archive?type=temporary_orders')).json().carts.data;
    expect(parkedNow.find((e: { id: number }) => e.id === parked.id)).toBeUndefined();
  });

  it('the migration keeps an existing quote as its v1', async () => {
    const saved = (await save(sampleCart(w, { name: 'Prima delle versioni' }))).json().cart;
    // As before the migration: no version rows, no validity.
    await t.database.db.delete(cartVersions).where(eq(cartVersions.cartId, saved.id));
    await t.database.db.update(carts).set({ validUntil: null }).where(eq(carts.id, saved.id));
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/0021_quote_versions.sql'), 'utf8');
    // The migration's own statements, narrowed to this quote (the others already have their versions).
    const [setValidity, insertV1] = migration
      .slice(migration.indexOf('-- Every existing archive entry'))
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim().replace(/;$/, ''));
    await t.database.db.execute(sql.raw(`${setValidity} WHERE "id" = ${saved.id}`));
    await t.database.db.execute(sql.raw(`${insertV1} WHERE c."id" = ${saved.id}`));
    const list = await versions(saved.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ version: 1, current: true, total_final: saved.total_final, count: 3, saved_by: 'Mario Rossi' });
    const stored = (await inject('GET', `/api/cart/get/${saved.id}`)).json().cart;
    expect(stored.valid_until).toEqual(expect.any(String));
  });
});

describe('saving with an Idempotency-Key', () => {
  const keyed = (cart: Record<string, unknown>, key: string, as = cookie) => inject('POST', '/api/cart/save', { cart }, as, { 'idempotency-key': key });
  const entries = async (name: string) => (await t.database.db.select().from(carts).where(eq(carts.name, name))).length;

  it('makes one quote for a save repeated or sent twice at once, and one revision for a repeated update', async () => {
    const first = (await keyed(sampleCart(w, { name: 'Preventivo dal tablet' }), 'salva-1')).json().cart;
    const twins = await Promise.all([1, 2, 3].map(() => keyed(sampleCart(w, { name: 'Preventivo dal tablet' }), 'salva-1')));
    for (const twin of twins) expect(twin.json().cart).toMatchObject({ id: first.id, version: 1, revision: 1 });
    const concurrent = await Promise.all([1, 2, 3].map(() => keyed(sampleCart(w, { name: 'Preventivo concorrente' }), 'salva-2')));
    expect(new Set(concurrent.map((r) => r.json().cart.id)).size).toBe(1);
    expect(await entries('Preventivo dal tablet')).toBe(1);
    expect(await entries('Preventivo concorrente')).toBe(1);

    // An update whose answer was lost, sent again with its key: still revision 2, not a 409 and not revision 3.
    const update = withCoffins(4, { id: first.id, name: 'Preventivo dal tablet', version: 1, revision: 1 });
    expect((await keyed(update, 'salva-3')).json().cart).toMatchObject({ id: first.id, revision: 2 });
    const repeated = await keyed(update, 'salva-3');
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().cart).toMatchObject({ id: first.id, revision: 2 });
    expect((await versions(first.id)).length).toBe(1);
  });

  it("keeps keys per user and refuses a key reused for another quote or out of bounds", async () => {
    const mine = (await keyed(sampleCart(w, { name: 'Chiave condivisa' }), 'salva-4')).json().cart;
    const other = (await keyed(sampleCart(w, { name: 'Altro preventivo' }), 'salva-5')).json().cart;
    const reused = await keyed(sampleCart(w, { id: other.id, name: 'Altro preventivo', revision: other.revision }), 'salva-4');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'La chiave Idempotency-Key è già stata usata per una richiesta diversa' });
    const tooLong = await keyed(sampleCart(w, { name: 'Chiave lunga' }), 'k'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(await entries('Chiave lunga')).toBe(0);
    const admin = await keyed(sampleCart(w, { name: 'Chiave condivisa' }), 'salva-4', w.cookies.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().cart.id).not.toBe(mine.id);
  });
});

