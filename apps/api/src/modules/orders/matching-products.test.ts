import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../test/cart-fixtures';
import { createCustomer } from '../../test/fixtures';
import { TableVersions } from '../../lists/kept-reads';
import { findMatchingCustomers } from '../../lists/matching-customers';
import { readTheTable } from '../../test/kept-reads';
import { createTestApp, type TestContext } from '../../test/test-app';
import { findMatchingProducts } from './ordered-items.repository';

/** The products a term matches are kept per process under the products' version (lists/kept-reads.ts). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('findMatchingProducts', () => {
  it('keeps the products a term matches until products are written', async () => {
    const db = t.database.db;
    const spy = vi.spyOn(db, 'execute');
    const find = async (term: string) => {
      spy.mockClear();
      const ids = await findMatchingProducts(db, term);
      return { ids: [...(ids ?? [])].sort((a, b) => a - b), read: await readTheTable(spy) };
    };
    try {
      const a = await createProduct(t.database, { code: 'KP-1', description: 'Raccordo in ghisa' });
      expect(await find('ghisa')).toEqual({ ids: [a.id], read: true });
      expect(await find('ghisa')).toEqual({ ids: [a.id], read: false });
      const b = await createProduct(t.database, { code: 'KP-2', description: 'Valvola in ghisa' });
      expect(await find('ghisa')).toEqual({ ids: [a.id, b.id], read: true });
      await db.execute(sql`update products set description = 'Raccordo in ottone' where id = ${a.id}`);
      expect(await find('ghisa')).toEqual({ ids: [b.id], read: true });
      // Customers written: the products' kept answer stays.
      await createCustomer(t.database, { externalId: 'KM-5', companyName: 'Ghisa e Ferro' });
      expect(await find('ghisa')).toEqual({ ids: [b.id], read: false });
    } finally {
      spy.mockRestore();
    }
  });

  it('checks the customers\' and the products\' versions of one request in one statement', async () => {
    const db = t.database.db;
    const product = await createProduct(t.database, { code: 'KP-3', description: 'Rubinetto in bronzo' });
    const customer = await createCustomer(t.database, { externalId: 'KM-6', companyName: 'Bronzi Adriatici' });
    const spy = vi.spyOn(db, 'execute');
    const search = async () => {
      spy.mockClear();
      const versions = new TableVersions(db);
      const [customers, products] = await Promise.all([findMatchingCustomers(db, 'bronz', 'orders', versions), findMatchingProducts(db, 'bronz', versions)]);
      return { customers: customers?.ids, products, statements: spy.mock.calls.length, read: await readTheTable(spy) };
    };
    try {
      expect(await search()).toMatchObject({ customers: [customer.id], products: [product.id], read: true });
      expect(await search()).toEqual({ customers: [customer.id], products: [product.id], statements: 1, read: false });
      // Products written: their match is read again, the customers' stays kept; one version statement still.
      const other = await createProduct(t.database, { code: 'KP-4', description: 'Valvola in bronzo' });
      const after = await search();
      expect(after).toMatchObject({ customers: [customer.id], statements: 2, read: true });
      expect([...(after.products ?? [])].sort((a, b) => a - b)).toEqual([product.id, other.id]);
    } finally {
      spy.mockRestore();
    }
  });
});
