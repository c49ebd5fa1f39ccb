/**
 * Loads the scale data set L (or S with --scale S) into a PostgreSQL server with COPY:
 *   npm run bench:load -- --database-url postgres://postgres@127.0.0.1:5432/portale_bench
 * Recreates the database, applies the migrations, drops the secondary indexes, COPYs every table
 * with triggers off (session_replication_role = replica), rebuilds the indexes and the day totals,
 * then VACUUM ANALYZE (the visibility map makes the list scans index-only). Deterministic.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { hashPassword } from '../apps/api/src/lib/password';
import { ORDER_STATUSES } from '../apps/api/src/demo/document-rows';
import { PAYMENT_MODES, PRICE_LISTS } from '../apps/api/src/demo/italian';
import { copyRows } from './scale/copy-rows';
import {
  BIG_AGENT_PROFILES,
  PRICE_LIST_FACTORS,
  SCALE_L,
  SCALE_S,
  TYPICAL_AGENT_PROFILES,
  customerPicker,
  customerRow,
  invoiceRow,
  orderRow,
  productRow,
  profileRow,
  shippingDocumentRow,
  visitRow,
  type ScaleSizes,
} from './scale/scale-rows';
import { centsToDecimal as money } from '../apps/api/src/demo/document-rows';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    scale: { type: 'string', default: 'L' },
  },
});
const url = new URL(values['database-url']!);
if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('The bench loads only into a local server.');
const sizes: ScaleSizes = values.scale === 'S' ? SCALE_S : SCALE_L;
const dbName = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`bad database name: ${dbName}`);

/** Tables whose secondary indexes are built after the load. */
const BIG_TABLES = [
  'customers', 'customer_profiles', 'products', 'product_prices', 'orders', 'order_items', 'invoices',
  'invoice_expirations', 'shipping_documents', 'visits',
];

const started = Date.now();
const timings: [string, number][] = [];
async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const out = await fn();
  const s = (Date.now() - t) / 1000;
  timings.push([name, s]);
  console.log(`${name.padEnd(34)} ${s.toFixed(1).padStart(7)} s${typeof out === 'number' ? `  (${out.toLocaleString('it-IT')} righe)` : ''}`);
  return out;
}

async function main() {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  // SSD storage and short queries: cheaper random reads; JIT only adds latency to list queries.
  await admin.query(`ALTER DATABASE ${dbName} SET random_page_cost = 1.1`);
  await admin.query(`ALTER DATABASE ${dbName} SET jit = off`);
  // Many short concurrent queries: parallel workers only add start-up cost and contention.
  await admin.query(`ALTER DATABASE ${dbName} SET max_parallel_workers_per_gather = 0`);
  await admin.end();

  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await step('migrazioni', () => runMigrations(database));
  await database.close();

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`SET session_replication_role = replica; SET maintenance_work_mem = '1GB'; SET max_parallel_maintenance_workers = 2`);
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BIG_TABLES],
  );
  for (const ix of indexes) await client.query(`DROP INDEX ${ix.indexname}`);

  await step('anagrafiche', async () => {
    await copyRows(client, 'price_lists', ['id', 'code', 'description'], PRICE_LISTS.map((p, i) => [i + 1, p.code, p.description]));
    await copyRows(client, 'payment_modes', ['id', 'external_id', 'description'], PAYMENT_MODES.map((p, i) => [i + 1, p.external_id, p.description]));
    await copyRows(client, 'order_statuses', ['id', 'code', 'name'], ORDER_STATUSES.map((s, i) => [i + 1, s.code, s.name]));
    const profiles = Array.from({ length: sizes.profiles }, (_, i) => profileRow(i + 1));
    await copyRows(client, 'profiles', ['id', 'external_id', 'company_name'], profiles.map((p) => [p.id, p.externalId, p.companyName]));
    await copyRows(client, 'sales_areas', ['profile_id', 'code'], profiles.flatMap((p) =>
      Array.from({ length: p.areas }, (_, k) => [p.id, `Z${String(((p.id * 7 + k * 13) % 250) + 1).padStart(3, '0')}`]),
    ));
    return profiles.length;
  });

  await step('utenti', async () => {
    const hash = await hashPassword('demo');
    const special = new Set([...TYPICAL_AGENT_PROFILES, ...BIG_AGENT_PROFILES]);
    const users: [number, string, string, string][] = [
      [1, 'admin@example.com', 'Amministratore', 'admin'],
      [2, 'agente1@example.com', 'Agente tipico', 'agent'],
      [3, 'agente.grande@example.com', 'Agente con quattro codici grandi', 'agent'],
    ];
    const links: [number, number][] = [...TYPICAL_AGENT_PROFILES.map((p): [number, number] => [2, p]), ...BIG_AGENT_PROFILES.map((p): [number, number] => [3, p])];
    for (let p = 1; p <= sizes.profiles; p++) {
      if (special.has(p)) continue;
      const id = users.length + 1;
      users.push([id, `agente${p}@bench.example.com`, profileRow(p).companyName, 'agent']);
      links.push([id, p]);
    }
    await copyRows(client, 'users', ['id', 'email', 'name', 'role', 'password_hash'], users.map(([id, email, name, role]) => [id, email, name, role, hash]));
    await copyRows(client, 'user_profiles', ['user_id', 'profile_id'], links);
    return users.length;
  });

  const profileOf = new Int32Array(sizes.customers + 1);
  const paymentModeOf = new Int8Array(sizes.customers + 1);
  await step('clienti', async () => {
    const pick = customerPicker(sizes);
    const n = await copyRows(
      client,
      'customers',
      ['id', 'external_id', 'key', 'company_name', 'sector', 'vat_code', 'payment_mode_id', 'price_list_id'],
      (function* () {
        for (let id = 1; id <= sizes.customers; id++) {
          const c = customerRow(id, pick);
          profileOf[id] = c.profileId;
          paymentModeOf[id] = c.paymentModeId;
          yield [c.id, c.externalId, c.externalId.toLowerCase(), c.companyName, c.sector, c.vatCode, c.paymentModeId, c.priceListId];
        }
      })(),
    );
    await copyRows(client, 'customer_profiles', ['customer_id', 'profile_id'], (function* () {
      for (let id = 1; id <= sizes.customers; id++) yield [id, profileOf[id]];
    })());
    return n;
  });

  const listPrice = new Int32Array(sizes.products + 1);
  await step('prodotti e prezzi', async () => {
    const n = await copyRows(client, 'products', ['id', 'external_id', 'description', 'weight'], (function* () {
      for (let id = 1; id <= sizes.products; id++) {
        const p = productRow(id);
        listPrice[id] = p.listPriceCents;
        yield [id, p.code, p.description, (p.weightGrams / 1000).toFixed(3)];
      }
    })());
    await copyRows(client, 'product_prices', ['price_list_id', 'product_id', 'price'], (function* () {
      for (let l = 1; l <= PRICE_LIST_FACTORS.length; l++) {
        for (let id = 1; id <= sizes.products; id++) yield [l, id, money(Math.round((listPrice[id] * PRICE_LIST_FACTORS[l - 1]) / 1000))];
      }
    })());
    return n;
  });

  await step('ordini', () =>
    copyRows(
      client,
      'orders',
      ['id', 'code', 'issue_date', 'issued', 'processed', 'status_id', 'total_net', 'total', 'notes', 'profile_id', 'customer_id', 'line_count'],
      (function* () {
        for (let id = 1; id <= sizes.orders; id++) {
          const o = orderRow(id, sizes, listPrice);
          yield [o.id, o.code, o.issueDate, false, true, o.statusId, money(o.netCents), money(o.totalCents), o.notes, profileOf[o.customerId], o.customerId, o.lines.length];
        }
      })(),
    ),
  );

  await step('righe d’ordine', async () => {
    const descriptions: string[] = [];
    for (let id = 1; id <= sizes.products; id++) descriptions[id] = productRow(id).description;
    const codes: string[] = [];
    for (let id = 1; id <= sizes.products; id++) codes[id] = productRow(id).code;
    return copyRows(
      client,
      'order_items',
      ['order_id', 'product_id', 'product_external_id', 'description', 'price', 'quantity', 'discount_1', 'discount_2', 'total', 'profile_id', 'issue_date'],
      (function* () {
        for (let id = 1; id <= sizes.orders; id++) {
          const o = orderRow(id, sizes, listPrice);
          const profile = profileOf[o.customerId];
          for (const l of o.lines) {
            yield [id, l.productId, codes[l.productId], descriptions[l.productId], money(l.priceCents), l.quantity, l.discount1, l.discount2, money(l.totalCents), profile, o.issueDate];
          }
        }
      })(),
    );
  });

  await step('fatture e scadenze', async () => {
    const n = await copyRows(
      client,
      'invoices',
      ['id', 'code', 'number', 'issue_date', 'total_net', 'total', 'payment_mode_id', 'profile_id', 'customer_id'],
      (function* () {
        for (let id = 1; id <= sizes.invoices; id++) {
          const f = invoiceRow(id, sizes);
          yield [f.id, f.code, f.number, f.issueDate, money(f.netCents), money(f.totalCents), paymentModeOf[f.customerId], profileOf[f.customerId], f.customerId];
        }
      })(),
    );
    await copyRows(client, 'invoice_expirations', ['invoice_id', 'date', 'amount', 'paid'], (function* () {
      for (let id = 1; id <= sizes.invoices; id++) {
        for (const e of invoiceRow(id, sizes).expirations) yield [id, e.date, money(e.amountCents), e.paid];
      }
    })());
    return n;
  });

  await step('DDT', () =>
    copyRows(
      client,
      'shipping_documents',
      ['id', 'code', 'issue_date', 'causal', 'packages_count', 'appearance', 'freight', 'profile_id', 'customer_id'],
      (function* () {
        for (let id = 1; id <= sizes.shippingDocuments; id++) {
          const d = shippingDocumentRow(id, sizes);
          yield [d.id, d.code, d.issueDate, d.causal, d.packagesCount, d.appearance, d.freight, profileOf[d.customerId], d.customerId];
        }
      })(),
    ),
  );

  await step('visite', () =>
    copyRows(client, 'visits', ['id', 'date_visit', 'notes', 'profile_id', 'customer_id'], (function* () {
      for (let id = 1; id <= sizes.visits; id++) {
        const v = visitRow(id, sizes);
        yield [v.id, v.dateVisit, v.notes, profileOf[v.customerId], v.customerId];
      }
    })()),
  );

  await step('totali per giorno e mese', async () => {
    const r = await client.query(`
      insert into document_day_totals (kind, profile_id, day, status_id, doc_count, total_net, total)
      select 1, p, issue_date, s, count(*), sum(total_net), sum(total)
        from (select profile_id, issue_date, coalesce(status_id, 0) s, total_net, total from orders) o,
             lateral (values (o.profile_id), (0)) v(p)
       group by 2, 3, 4
      union all
      select 2, p, issue_date, 0, count(*), sum(total_net), sum(total)
        from invoices i, lateral (values (i.profile_id), (0)) v(p)
       group by 2, 3
      union all
      select 3, p, issue_date, 0, count(*), 0, 0
        from shipping_documents d, lateral (values (d.profile_id), (0)) v(p)
       group by 2, 3
      union all
      select 4, p, date_visit, 0, count(*), 0, 0
        from visits w, lateral (values (w.profile_id), (0)) v(p)
       group by 2, 3
      union all
      select 5, p, issue_date, 0, count(*), 0, 0
        from order_items i, lateral (values (i.profile_id), (0)) v(p)
       group by 2, 3`);
    const m = await client.query(`
      insert into document_month_totals (kind, profile_id, month, status_id, doc_count, total_net, total)
      select kind, profile_id, date_trunc('month', day)::date, status_id, sum(doc_count), sum(total_net), sum(total)
        from document_day_totals group by 1, 2, 3, 4`);
    return (r.rowCount ?? 0) + (m.rowCount ?? 0);
  });

  await step('totali per cliente', async () => {
    await client.query('select refresh_customer_document_totals()');
    // With the triggers off nothing noted that customers and products were written: a running portal's processes
    // would keep what a term matched before the load (lists/kept-reads.ts, migration 0034).
    await client.query(`select note_table_write('customers'), note_table_write('products')`);
    return (await client.query<{ n: number }>('select count(*)::int as n from customers where doc_orders_count > 0')).rows[0].n;
  });
  // Setting the totals rewrote every customer row: without this the table is twice its size, half of it dead rows, as
  // no running portal's is (its rows keep a fifth of each page free for the totals' updates, migration 0032).
  await step('clienti riscritti (VACUUM FULL)', () => client.query('VACUUM FULL customers'));

  await step('sequenze', async () => {
    for (const t of ['price_lists', 'payment_modes', 'order_statuses', 'profiles', 'users', 'customers', 'products', 'orders', 'invoices', 'shipping_documents', 'visits']) {
      await client.query(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`);
    }
  });

  for (const ix of indexes) await step(`indice ${ix.indexname}`, () => client.query(ix.indexdef));
  await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE)'));
  await client.end();
  console.log(`\nTotale: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
