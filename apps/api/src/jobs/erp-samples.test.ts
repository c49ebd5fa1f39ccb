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
afterAll(() => t.close());

describe('docs/erp-samples', () => {
  it('has a sample for every import command, and each imports cleanly', async () => {
    const commands = t.app.jobs.list().filter((c) => c.kind === 'import').map((c) => c.name);
    expect(new Set(ORDER.map(([c]) => c))).toEqual(new Set(commands));
    for (const [command, file] of ORDER) {
      const r = await runCommand(t, admin, command, { file });
      expect(r, `${command} ${file}: ${JSON.stringify(r.output?.errors)}`).toMatchObject({ status: 'completed' });
      expect(r.output.errors_count, file).toBe(0);
    }
  });
});
