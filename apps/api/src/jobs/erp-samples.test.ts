import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderStatus } from '../test/document-fixtures';
import { createUser } from '../test/fixtures';
import { jobsDataDir, runCommand } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// docs/erp-samples must stay importable as docs/ERP-IMPORT.md describes them.
const samples = path.resolve('docs/erp-samples');
const ORDER: [string, string][] = [
  ['import:payment-modes', 'payment-modes.csv'],
  ['import:price-lists', 'price-lists.csv'],
  ['import:product-groups', 'product-groups.csv'],
  ['import:product-categories', 'product-categories.csv'],
  ['import:products', 'products.csv'],
  ['import:products', 'products-availability.csv'],
  ['import:prices', 'prices.csv'],
  ['import:profiles', 'profiles.csv'],
  ['import:customers', 'customers.csv'],
  ['import:customer-addresses', 'customer-addresses.csv'],
  ['import:customer-contacts', 'customer-contacts.csv'],
  ['import:customer-year-data', 'customer-year-data.csv'],
  ['import:orders', 'orders.csv'],
  ['import:orders', 'order-confirmations.csv'],
  ['import:order-items', 'order-items.csv'],
  ['import:invoices', 'invoices.csv'],
  ['import:invoice-items', 'invoice-items.csv'],
  ['import:invoice-expirations', 'invoice-expirations.csv'],
  ['import:ddt', 'ddt.csv'],
  ['import:ddt-items', 'ddt-items.csv'],
];

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await createUser(t.database, { email: 'admin@example.com', role: 'admin' });
  await createOrderStatus(t.database, 'INS', 'Inserito');
  await createOrderStatus(t.database, 'EVA', 'Evaso');
  admin = await loginAs(t.app, 'admin@example.com');
  fs.mkdirSync(t.app.config.jobs.importDir, { recursive: true });
  for (const f of fs.readdirSync(samples)) fs.copyFileSync(path.join(samples, f), path.join(t.app.config.jobs.importDir, f));
});

/** The portal order that order-confirmations.csv confirms: the ERP confirms portal orders, it never creates them. */
async function portalOrder(code: string) {
  const { rows } = await t.database.pool.query<{ c: number; p: number }>(
    `SELECT c.id AS c, p.id AS p FROM customers c, profiles p WHERE c.external_id = 'C000590' AND p.external_id = 'A001'`,
  );
  await t.database.pool.query(`INSERT INTO orders (code, issue_date, total_net, total, customer_id, profile_id) VALUES ($1, '2026-11-21', 100, 122, $2, $3)`, [
    code,
    rows[0].c,
    rows[0].p,
  ]);
}
afterAll(() => t.close());

describe('docs/erp-samples', () => {
  it('has a sample for every import command, and each imports cleanly', async () => {
    const commands = t.app.jobs.list().filter((c) => c.kind === 'import').map((c) => c.name);
    expect(new Set(ORDER.map(([c]) => c))).toEqual(new Set(commands));
    for (const [command, file] of ORDER) {
      if (file === 'order-confirmations.csv') await portalOrder('WEB-2026-000001');
      const r = await runCommand(t, admin, command, { file });
      expect(r, `${command} ${file}: ${JSON.stringify(r.output?.errors)}`).toMatchObject({ status: 'completed' });
      expect(r.output.errors_count, file).toBe(0);
    }
    const { rows } = await t.database.pool.query(`SELECT processed FROM orders WHERE code = 'WEB-2026-000001'`);
    expect(rows).toEqual([{ processed: true }]);
    // category_code sets the product's category (issue 54, point 5).
    const categories = await t.database.pool.query(`SELECT external_id, category_code FROM products WHERE external_id IN ('LV-000001', 'UR-000003') ORDER BY 1`);
    expect(categories.rows).toEqual([
      { external_id: 'LV-000001', category_code: 'ARR' },
      { external_id: 'UR-000003', category_code: null },
    ]);
  });
});
