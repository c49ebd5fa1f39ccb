import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../lib/secret-box';
import { createDiskStorage } from '../storage/disk-storage';
import { createTestApp, type TestContext } from '../test/test-app';
import { demoCatalog } from './demo-catalog';
import { demoDocuments } from './demo-documents';
import { demoFoundation } from './demo-foundation';
import type { DemoIds } from './demo-step';
import { createRandom } from './italian-random';

let t: TestContext;
let filesRoot: string;
const q = async <T>(text: string) => (await t.database.db.execute(sql.raw(text))).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-docs-'));
  const ids: DemoIds = {};
  const root = createRandom(7);
  for (const step of [demoFoundation, demoCatalog, demoDocuments]) {
    await step.run({
      database: t.database,
      db: t.database.db,
      secrets: createSecretBox('demo-documents-test-secret-0123456789'),
      files: createDiskStorage(filesRoot),
      rng: root.fork(step.name),
      ids,
      scale: 1,
      today: '2026-06-30',
    });
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(filesRoot, { recursive: true, force: true });
});

describe('demo catalogue and documents', () => {
  it('makes ~2,000 products priced in every price list, and the order statuses', async () => {
    const [c] = await q<{ products: number; missing: number; statuses: number }>(`
      select (select count(*)::int from products) products,
             (select count(*)::int from products p cross join price_lists l
               where not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_list_id = l.id)) missing,
             (select count(*)::int from order_statuses) statuses`);
    expect(c).toEqual({ products: 2000, missing: 0, statuses: 6 });
  });

  it('makes thousands of documents over the last three years, with lines', async () => {
    const [c] = await q<Record<string, number | string>>(`
      select (select count(*)::int from orders) orders, (select count(*)::int from invoices) invoices,
             (select count(*)::int from shipping_documents) ddt,
             (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) orders_without_lines,
             (select min(issue_date)::text from orders) first_day, (select max(issue_date)::text from invoices) last_day`);
    expect(c).toMatchObject({ orders: 2500, invoices: 1200, ddt: 1200, orders_without_lines: 0 });
    expect(String(c.first_day) >= '2023-07-01').toBe(true);
    expect(String(c.last_day) <= '2026-06-30').toBe(true);
  });

  it('keeps money consistent: order and invoice nets are the sums of their lines, instalments sum to the total', async () => {
    const [c] = await q<{ bad_orders: number; bad_invoices: number; bad_expirations: number }>(`
      select (select count(*)::int from orders o where o.total_net <> (select sum(total) from order_items i where i.order_id = o.id)) bad_orders,
             (select count(*)::int from invoices f where f.total_net <> (select sum(total) from invoice_items i where i.invoice_id = f.id)) bad_invoices,
             (select count(*)::int from invoices f where f.total <> (select sum(amount) from invoice_expirations e where e.invoice_id = f.id)) bad_expirations`);
    expect(c).toEqual({ bad_orders: 0, bad_invoices: 0, bad_expirations: 0 });
  });

  it("gives every customer the 'Fatturato' its invoices add up to, year by year (issue 21)", async () => {
    const [c] = await q<{ mismatched: number; years: number }>(`
      with t as (select customer_id, extract(year from issue_date)::int as year, sum(total_net) as total, count(*)::int as n from invoices group by 1, 2)
      select (select count(*)::int from t full join customer_year_data y on y.customer_id = t.customer_id and y.year = t.year
               where y.invoices_total is distinct from t.total or y.invoices_count is distinct from t.n) as mismatched,
             (select count(*)::int from customer_year_data) as years`);
    expect(c!.years).toBeGreaterThan(0);
    expect(c!.mismatched).toBe(0);
  });

  it('writes a real PDF for most invoices and DDT, and pdf_available only where the file exists', async () => {
    const docs = await q<{ pdf_key: string | null }>(`select pdf_key from invoices union all select pdf_key from shipping_documents`);
    const withPdf = docs.filter((d) => d.pdf_key);
    expect(withPdf.length / docs.length).toBeGreaterThan(0.7);
    for (const d of withPdf) expect(fs.existsSync(path.join(filesRoot, d.pdf_key!))).toBe(true);
    const sample = fs.readFileSync(path.join(filesRoot, withPdf[0].pdf_key!));
    expect(sample.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves the day and month totals equal to the documents, and lines carrying their order’s profile and date', async () => {
    const [c] = await q<{ ok: boolean }>(`
      select (select sum(doc_count) from document_day_totals where kind = 1 and profile_id = 0) = (select count(*) from orders)
         and (select sum(total_net) from document_day_totals where kind = 2 and profile_id = 0) = (select sum(total_net) from invoices)
         and (select sum(total) from document_day_totals where kind = 1 and profile_id > 0) = (select sum(total) from orders)
         and (select sum(doc_count) from document_month_totals where kind = 2 and profile_id = 0) = (select count(*) from invoices)
         and (select coalesce(sum(doc_count), 0) from document_month_totals where kind = 3 and profile_id = 0) = (select count(*) from shipping_documents)
         and (select coalesce(sum(doc_count), 0) from document_day_totals where kind = 4 and profile_id > 0) = (select count(*) from visits)
         and (select sum(doc_count) from document_month_totals where kind = 5 and profile_id = 0) = (select count(*) from order_items)
         and not exists (
           select o.profile_id, date_trunc('month', o.issue_date)::date, coalesce(o.status_id, 0), count(*)::int, sum(o.total_net)
             from orders o group by 1, 2, 3
           except
           select profile_id, month, status_id, doc_count, total_net from document_month_totals where kind = 1 and profile_id > 0)
         and not exists (select 1 from order_items i join orders o on o.id = i.order_id
                          where i.profile_id is distinct from o.profile_id or i.issue_date is distinct from o.issue_date) ok`);
    expect(c.ok).toBe(true);
  });

  it("leaves each customer's document totals (migration 0031) equal to its documents", async () => {
    const [c] = await q<{ wrong: number; orders: number }>(`
      select count(*) filter (where (c.doc_orders_count, c.doc_orders_net, c.doc_invoices_count, c.doc_invoices_total, c.doc_shipping_documents_count, c.doc_visits_count)
                 is distinct from ((select count(*) from orders o where o.customer_id = c.id)::int, (select coalesce(sum(total_net), 0) from orders o where o.customer_id = c.id),
                                   (select count(*) from invoices i where i.customer_id = c.id)::int, (select coalesce(sum(total), 0) from invoices i where i.customer_id = c.id),
                                   (select count(*) from shipping_documents d where d.customer_id = c.id)::int, (select count(*) from visits v where v.customer_id = c.id)::int))::int as wrong,
             sum(c.doc_orders_count)::int as orders
        from customers c`);
    expect(c.wrong).toBe(0);
    expect(c.orders).toBeGreaterThan(0);
  });
});
