/**
 * Warranty benchmark (figures in docs/PERFORMANCE.md):
 *   npx tsx bench/warranty-bench.ts [--server postgres://postgres@127.0.0.1:5432/postgres] [--codes 1000000] [--runs 200]
 * Creates its own database on the local PostgreSQL (dropped at the end), then measures:
 *  1. generateWarrantyCodes for 10,000 codes, the CSV and the labels PDF of that job (time, peak RSS);
 *  2. the warranty list (POST warranty/index, through the app with real sessions) over `--codes` codes
 *     with 5% activated: p50/p95 per search case, admin and agent;
 *  3. the public activation call (POST warranty/activate): p50/p95 over `--runs` activations.
 * Requests go through app.inject (the whole Fastify pipeline, no socket), one at a time.
 * Not a test: it never fails on timing.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { customerProfiles, customers, profiles, userProfiles, users, warrantyJobs, warrantyTypes } from '../apps/api/src/db/schema/index';
import { uniquePartitaIva } from '../apps/api/src/demo/italian-vat';
import { LAST_NAMES } from '../apps/api/src/demo/italian-people';
import { streamLabelsPdf } from '../apps/api/src/documents/pdf/warranty-labels-pdf';
import { hashPassword } from '../apps/api/src/lib/password';
import { streamJobCsv } from '../apps/api/src/modules/warranties/warranty-csv';
import { generateWarrantyCodes } from '../apps/api/src/modules/warranties/warranty-generation';
import { downloadableJob, jobCodePages } from '../apps/api/src/modules/warranties/warranties.service';
import { countWarrantiesQuery, listWarrantiesQuery, onlyRegistered, recountActivations, warrantyListWhere } from '../apps/api/src/modules/warranties/warranties.repository';
import { COUNT_CAP } from '../apps/api/src/modules/warranties/warranties.service';
import { PER_PAGE } from '../apps/api/src/lists/list-sql';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    codes: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
  },
});
const SERVER = values.server!;
if (!['127.0.0.1', 'localhost'].includes(new URL(SERVER).hostname)) throw new Error('local database only');
const TOTAL = Number(values.codes);
const RUNS = Number(values.runs);
const name = `warranty_bench_${crypto.randomBytes(4).toString('hex')}`;

const ms = (t0: number) => performance.now() - t0;
const fmt = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
function pct(samples: number[], p: number) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const nullSink = () => new Writable({ write: (_c, _e, cb) => cb() });

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  await runMigrations(database);
  const db = database.db;
  const config = loadConfig({}, { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), name), APP_SECRET: 'bench-secret-bench-secret-bench-secret-12', WARRANTY_ATTEMPTS_PER_IP_MINUTE: '1000000', PUBLIC_URL: 'https://garanzie.example.it' });
  const [type] = await db.insert(warrantyTypes).values({ name: 'Garanzia cofano', supportsActivation: true, supportsValidation: true }).returning();

  // 1. One job of 10,000 codes: generation, CSV, labels PDF.
  console.log(`PostgreSQL ${(await database.pool.query('show server_version')).rows[0].server_version}, Node ${process.version}, ${os.cpus().length} CPU`);
  const [job] = await db.insert(warrantyJobs).values({ year: 2026, batch: 1, typeId: type!.id, codesCount: 10_000 }).returning();
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  let t0 = performance.now();
  let c0 = process.cpuUsage();
  const cpuMs = () => {
    const c = process.cpuUsage(c0);
    return fmt((c.user + c.system) / 1000);
  };
  await generateWarrantyCodes(db, job!.id);
  console.log(`generate 10,000 codes: ${fmt(ms(t0))} wall, ${cpuMs()} CPU in Node`);
  const full = await downloadableJob(db, job!.id);
  t0 = performance.now();
  c0 = process.cpuUsage();
  await pipeline(streamJobCsv(full, jobCodePages(db, full.id)), nullSink());
  console.log(`CSV 10,000 codes: ${fmt(ms(t0))} wall, ${cpuMs()} CPU in Node`);
  const rssBefore = process.memoryUsage().rss;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let bytes = 0;
  const pages = jobCodePages(db, full.id, 240);
  await pipeline(
    streamLabelsPdf(full, config.warranty.publicUrl, async () => (await pages()).map((r) => r.code)),
    new Writable({ write: (c: Buffer, _e, cb) => ((bytes += c.length), cb()) }),
  );
  const cpu = process.cpuUsage(cpu0);
  // maxRSS: the process's peak so far (the 10,000-code generation and CSV included).
  console.log(
    `labels PDF 10,000 codes: ${fmt(ms(t0))} wall, ${fmt((cpu.user + cpu.system) / 1000)} CPU, ${(bytes / 1e6).toFixed(1)} MB; RSS before ${(rssBefore / 1e6).toFixed(0)} MB, peak ${((process.resourceUsage().maxRSS * 1024) / 1e6).toFixed(0)} MB`,
  );

  // 2. The list over TOTAL codes, 5% activated by 2,000 funeral homes.
  t0 = performance.now();
  for (let batch = 2, done = 10_000; done < TOTAL; batch++) {
    const count = Math.min(50_000, TOTAL - done);
    const [j] = await db.insert(warrantyJobs).values({ year: 2025, batch, typeId: type!.id, codesCount: count }).returning();
    await generateWarrantyCodes(db, j!.id);
    done += count;
  }
  console.log(`generate ${TOTAL.toLocaleString('en')} codes in jobs of 50,000: ${(ms(t0) / 1000).toFixed(1)} s`);
  const homes = Array.from({ length: 2000 }, (_, i) => ({ name: `Onoranze Funebri ${LAST_NAMES[i % LAST_NAMES.length]} ${i} S.r.l.`, vat: uniquePartitaIva(i) }));
  t0 = performance.now();
  await db.execute(sql`
    with homes as (select * from unnest(${sql.param(homes.map((h) => h.name))}::text[], ${sql.param(homes.map((h) => h.vat))}::text[]) with ordinality as h(name, vat, n))
    update warranties w set company_name = h.name, vat_code = h.vat, registered_at = now() - (w.id % 300) * interval '1 day',
      activated_at = (now() - (w.id % 300 + 2) * interval '1 day')::date, corpse_last_name = 'Rossi', corpse_first_name = 'Mario', ip_address = '127.0.0.1', user_agent = 'bench'
    from homes h where w.id % 20 = 0 and h.n = (w.id / 20) % 2000 + 1`);
  await recountActivations(db);
  await database.pool.query('analyze warranties');
  console.log(`activate 5% (${Math.round(TOTAL / 20).toLocaleString('en')}): ${(ms(t0) / 1000).toFixed(1)} s`);

  const hash = await hashPassword('demo');
  const [p] = await db.insert(profiles).values({ externalId: 'A001', companyName: 'Agente' }).returning();
  const [adminUser] = await db.insert(users).values({ email: 'admin@example.com', name: 'Admin', role: 'admin', passwordHash: hash }).returning();
  const [agentUser] = await db.insert(users).values({ email: 'agente1@example.com', name: 'Agente', role: 'agent', passwordHash: hash }).returning();
  await db.insert(userProfiles).values({ userId: agentUser!.id, profileId: p!.id });
  // The agent's 40 customers are funeral homes of the list (and 200 others that activated nothing).
  const agentCustomers = await db
    .insert(customers)
    .values(Array.from({ length: 240 }, (_, i) => ({ externalId: `C${i}`, key: `c${i}`, companyName: i < 40 ? homes[i * 50]!.name : `Cliente ${i}`, vatCode: i < 40 ? homes[i * 50]!.vat : uniquePartitaIva(10_000 + i) })))
    .returning();
  await db.insert(customerProfiles).values(agentCustomers.map((c) => ({ customerId: c.id, profileId: p!.id })));
  void adminUser;

  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'demo', scope: 'webapp' } });
    return `portale_sid=${res.cookies.find((c) => c.name === 'portale_sid')!.value}`;
  };
  const cookies = { admin: await login('admin@example.com'), agent: await login('agente1@example.com') };
  const cases: [string, 'admin' | 'agent', Record<string, unknown>][] = [
    ['admin, Attivate (default)', 'admin', { type: 'active', page: 1 }],
    ['admin, Tutte', 'admin', { type: '', page: 1 }],
    ['admin, Non attivate', 'admin', { type: 'inactive', page: 1 }],
    ['admin, Non attivate, page 2,000', 'admin', { type: 'inactive', page: 2000 }],
    ['admin, search surname "ferrari"', 'admin', { type: 'active', search: 'ferrari', page: 1 }],
    ['admin, search "funebri" (every row)', 'admin', { type: '', search: 'funebri', page: 1 }],
    ['admin, search 6 VAT digits', 'admin', { type: 'active', search: homes[777]!.vat.slice(0, 6), page: 1 }],
    ['admin, search full VAT', 'admin', { type: '', search: homes[1234]!.vat, page: 1 }],
    ['admin, search 3 chars "fer"', 'admin', { type: 'active', search: 'fer', page: 1 }],
    ['agent, Attivate', 'agent', { type: 'active', page: 1 }],
    ['agent, search "ferrari"', 'agent', { type: '', search: 'ferrari', page: 1 }],
  ];
  /**
   * Database execution time of the page query plus the count (EXPLAIN ANALYZE "Execution Time"), the
   * part the indexes decide; the shared machine's queueing shows in the end-to-end figure instead.
   */
  const explainMs = async (who: 'admin' | 'agent', body: Record<string, unknown>) => {
    const status = (body.type as 'active' | 'inactive' | '') ?? '';
    const search = (body.search as string) ?? '';
    const profileIds = who === 'admin' ? null : [p!.id];
    const filter = { status, search, profileIds };
    const where = warrantyListWhere(db, filter);
    if (where === false) return 0;
    const queries = [listWarrantiesQuery(db, where, onlyRegistered(filter), PER_PAGE, ((body.page as number) - 1) * PER_PAGE).toSQL()];
    // The unfiltered totals come from the jobs' counters (a one-row-per-job sum), not from a count.
    if (search !== '' || profileIds !== null) queries.push(countWarrantiesQuery(db, where, COUNT_CAP).toSQL());
    let total = 0;
    for (const q of queries) {
      const { rows } = await database.pool.query(`explain (analyze, format json) ${q.sql}`, q.params as unknown[]);
      total += (rows[0]['QUERY PLAN'][0] as { 'Execution Time': number })['Execution Time'];
    }
    return total;
  };
  console.log(`\nPOST warranty/index over ${TOTAL.toLocaleString('en')} codes (${RUNS} runs each, after 5 warm-up; load average ${os.loadavg()[0]!.toFixed(1)}):`);
  console.log(`  ${'case'.padEnd(40)} ${'end to end'.padStart(22)}   ${'database (explain)'.padStart(22)}   Node CPU/req`);
  for (const [label, who, body] of cases) {
    const samples: number[] = [];
    const dbSamples: number[] = [];
    let total = 0;
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < RUNS + 5; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/warranty/index', headers: { cookie: cookies[who] }, payload: body });
      if (i >= 5) samples.push(ms(t));
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      total = res.json().warranties.total;
    }
    const cpuUsed = process.cpuUsage(cpuStart);
    for (let i = 0; i < 30; i++) dbSamples.push(await explainMs(who, body));
    console.log(
      `  ${label.padEnd(40)} p50 ${fmt(pct(samples, 50)).padStart(8)} p95 ${fmt(pct(samples, 95)).padStart(8)}   p50 ${fmt(pct(dbSamples, 50)).padStart(8)} p95 ${fmt(pct(dbSamples, 95)).padStart(8)}   ${fmt((cpuUsed.user + cpuUsed.system) / 1000 / (RUNS + 5)).padStart(8)}  (total ${total.toLocaleString('en')})`,
    );
  }

  // 3. Activation: RUNS distinct free codes, each from its own address.
  const { rows: free } = await database.pool.query<{ code: string }>(`select code from warranties where registered_at is null order by id desc limit ${RUNS + 5}`);
  const samples: number[] = [];
  const activationCpu = process.cpuUsage();
  for (const [i, { code }] of free.entries()) {
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/warranty/activate',
      remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
      payload: { code, vat_code: homes[i]!.vat, company_name: homes[i]!.name, corpse_last_name: 'Bianchi', corpse_first_name: 'Anna', activated_at: '2026-01-10' },
    });
    if (i >= 5) samples.push(ms(t));
    if (res.statusCode !== 200) throw new Error(`activate: ${res.statusCode} ${res.body}`);
  }
  const aCpu = process.cpuUsage(activationCpu);
  console.log(
    `\nPOST warranty/activate (${RUNS} runs, 4 statements each; load average ${os.loadavg()[0]!.toFixed(1)}): p50 ${fmt(pct(samples, 50))}, p95 ${fmt(pct(samples, 95))}, Node CPU ${fmt((aCpu.user + aCpu.system) / 1000 / free.length)}/req`,
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
