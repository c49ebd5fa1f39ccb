import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderStatus, createPaymentMode, createPriceList } from '../test/document-fixtures';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

let t: TestContext;
let admin: string;
const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows as T[];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  await createPriceList(t.database, 'LIS01');
  await createPaymentMode(t.database, 'RB60', 'Ri.Ba. 60 giorni');
  await createOrderStatus(t.database, 'INS', 'Inserito');
  await createOrderStatus(t.database, 'EVA', 'Evaso');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const run = (name: string, file: string, options: Record<string, boolean> = {}) => runCommand(t, admin, name, { file }, options);

describe('import:products', () => {
  it('creates, updates, re-imports as a no-op, keeps absent columns', async () => {
    writeImportFile(t, 'p1.csv', ['external_id;description;quantity;weight;vat_rate', 'P-1;Lampada votiva;10;1,5;22', 'P-2;Cornice ovale;3,250;0.2;10']);
    const first = await run('import:products', 'p1.csv');
    expect(first).toMatchObject({ status: 'completed', completed: true });
    expect(first.output).toMatchObject({ created: 2, updated: 0, rows: 2 });
    // The queue said what the run was doing once the file was read (issue 22: no frozen progress while applying).
    expect(await q(`SELECT progress_phase, progress_done, progress_total FROM command_runs WHERE id = $1`, [first.id])).toEqual([
      { progress_phase: 'Controlli e scrittura nel database', progress_done: 2, progress_total: null },
    ]);
    expect(await q(`SELECT external_id, quantity, weight FROM products WHERE external_id LIKE 'P-%' ORDER BY 1`)).toEqual([
      { external_id: 'P-1', quantity: '10.000', weight: '1.500' },
      { external_id: 'P-2', quantity: '3.250', weight: '0.200' },
    ]);
    const again = await run('import:products', 'p1.csv');
    expect(again.output).toMatchObject({ created: 0, updated: 0, message: '0 righe create, 0 righe modificate' });

    // Availability only: description and weight keep their values.
    writeImportFile(t, 'p2.csv', ['external_id;quantity', 'P-1;7', 'P-2;3,25']);
    const avail = await run('import:products', 'p2.csv');
    expect(avail.output).toMatchObject({ created: 0, updated: 1 });
    expect(await q(`SELECT description, quantity, weight FROM products WHERE external_id = 'P-1'`)).toEqual([
      { description: 'Lampada votiva', quantity: '7.000', weight: '1.500' },
    ]);
  });

  it('reports each bad row with line and field; all-or-nothing changes nothing; --partial applies the good rows', async () => {
    writeImportFile(t, 'bad.csv', [
      'external_id;description;quantity;enabled',
      'P-10;Vaso in marmo;2;1',
      'P-11;Urna;due;1',
      'P-12;;1;1',
      'P-10;Vaso ripetuto;2;1',
      'P-13;Lume;1;forse',
      'P-14;Troppi;1;1;extra',
    ]);
    const all = await run('import:products', 'bad.csv');
    expect(all).toMatchObject({ status: 'failed', completed: false });
    expect(all.output.errors).toEqual([
      { line: 3, field: 'quantity', reason: 'Numero non valido: "due"' },
      { line: 4, field: 'description', reason: 'Valore obbligatorio' },
      { line: 5, field: 'external_id', reason: 'Chiave ripetuta nel file (già alla riga 2)' },
      { line: 6, field: 'enabled', reason: expect.stringContaining('forse') },
      { line: 7, field: '', reason: 'Numero di campi errato: attesi 4, trovati 5' },
    ].sort((a, b) => a.line - b.line) as never);
    expect(await q(`SELECT 1 FROM products WHERE external_id = 'P-10'`)).toHaveLength(0);
    // Every error downloadable as CSV.
    const csv = await t.app.inject({ method: 'GET', url: `/api/job/getRunErrors/${all.id}`, headers: { cookie: admin } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('riga;campo;errore');
    expect(csv.body).toContain('3;quantity;');

    const partial = await run('import:products', 'bad.csv', { partial: true });
    expect(partial).toMatchObject({ status: 'completed' });
    expect(partial.output).toMatchObject({ created: 1, refused: 5 });
    expect(await q(`SELECT description FROM products WHERE external_id = 'P-10'`)).toEqual([{ description: 'Vaso in marmo' }]);
  });

  it('refuses a number with more decimals than its column keeps, with its line, instead of rounding it (issue 20)', async () => {
    writeImportFile(t, 'decimali.csv', ['external_id;description;quantity;weight', 'P-20;Urna;1.234;0,5', 'P-21;Vaso;2;1,2345', 'P-22;Lume;1.234,500;0,125']);
    const r = await run('import:products', 'decimali.csv');
    expect(r).toMatchObject({ status: 'failed' });
    expect(r.output.errors).toEqual([{ line: 3, field: 'weight', reason: expect.stringContaining('Troppi decimali: "1,2345" (al massimo 3') }]);
    writeImportFile(t, 'prezzi.csv', ['price_list;product_external_id;price', 'LIS-D;P-20;1.234']);
    const prices = await run('import:prices', 'prezzi.csv');
    expect(prices.output.errors).toEqual(expect.arrayContaining([{ line: 2, field: 'price', reason: expect.stringContaining('Troppi decimali: "1.234" (al massimo 2') }]));
  });

  it('a new product needs its description; an unknown column refuses the file', async () => {
    writeImportFile(t, 'new.csv', ['external_id;quantity', 'P-NEW;4']);
    const r = await run('import:products', 'new.csv');
    expect(r.output.errors).toEqual([{ line: 2, field: 'description', reason: 'Campo obbligatorio per un prodotto nuovo' }]);
    writeImportFile(t, 'col.csv', ['external_id;descrizione', 'P-1;x']);
    const c = await run('import:products', 'col.csv');
    expect(c.status).toBe('failed');
    expect(c.output.errors?.[0]).toMatchObject({ line: 1, field: 'descrizione' });
  });

  it('reads Windows-1252 (€) and UTF-8 with BOM, dates and decimals the Italian way', async () => {
    writeImportFile(t, 'w.csv', ['external_id;description', 'P-EUR;Targa commemorativa € 15 – ottone'], 'win1252');
    const w = await run('import:products', 'w.csv');
    expect(w.output).toMatchObject({ created: 1, encoding: 'Windows-1252' });
    expect(await q(`SELECT description FROM products WHERE external_id = 'P-EUR'`)).toEqual([{ description: 'Targa commemorativa € 15 – ottone' }]);
    writeImportFile(t, 'b.csv', ['external_id;description', 'P-BOM;Crocifisso più grande €'], 'utf8bom');
    const b = await run('import:products', 'b.csv');
    expect(b.output).toMatchObject({ created: 1, encoding: 'UTF-8' });
    expect(await q(`SELECT description FROM products WHERE external_id = 'P-BOM'`)).toEqual([{ description: 'Crocifisso più grande €' }]);
  });

  it("'Prova' (dry run) reports created, changed and refused without writing", async () => {
    writeImportFile(t, 'dry.csv', ['external_id;description;quantity', 'P-1;Lampada votiva;99', 'P-DRY;Nuovo;1', 'P-BAD;Errato;x']);
    const r = await run('import:products', 'dry.csv', { 'dry-run': true });
    expect(r).toMatchObject({ status: 'completed' });
    expect(r.output).toMatchObject({ dry_run: true, created: 1, updated: 1, refused: 1 });
    // Issue 22: without 'partial' one refused row keeps the whole file out, and the dry run says so.
    expect(r.output.message).toBe('Prova: 1 riga da creare, 1 riga da modificare, 1 riga rifiutata: con questi errori non verrebbe scritto nulla (solo con «Applica le righe valide» le altre righe)');
    expect(await q(`SELECT 1 FROM products WHERE external_id = 'P-DRY'`)).toHaveLength(0);
    expect(await q(`SELECT quantity FROM products WHERE external_id = 'P-1'`)).toEqual([{ quantity: '7.000' }]);
  });
});

describe('import:product-groups and import:product-categories', () => {
  it('product groups: creates, updates, re-imports as a no-op, never touches to_import; a bad row names its line', async () => {
    writeImportFile(t, 'g1.csv', ['external_id;description', 'G-LAMP;Lampade votive', 'G-URNE;Urne cinerarie']);
    const first = await run('import:product-groups', 'g1.csv');
    expect(first).toMatchObject({ status: 'completed', completed: true });
    expect(first.output).toMatchObject({ created: 2, updated: 0, rows: 2 });
    // The admin excludes a group from the import; the ERP file cannot change that.
    await q(`UPDATE product_groups SET to_import = false WHERE external_id = 'G-URNE'`);
    writeImportFile(t, 'g2.csv', ['external_id;description', 'G-LAMP;Lampade votive', 'G-URNE;Urne in marmo']);
    const update = await run('import:product-groups', 'g2.csv');
    expect(update.output).toMatchObject({ created: 0, updated: 1 });
    expect(await q(`SELECT external_id, description, to_import FROM product_groups WHERE external_id LIKE 'G-%' ORDER BY 1`)).toEqual([
      { external_id: 'G-LAMP', description: 'Lampade votive', to_import: true },
      { external_id: 'G-URNE', description: 'Urne in marmo', to_import: false },
    ]);
    // The changed row's version moved on (an admin form opened before the import is then stale).
    expect(await q(`SELECT external_id, version FROM product_groups WHERE external_id LIKE 'G-%' ORDER BY 1`)).toEqual([
      { external_id: 'G-LAMP', version: 1 },
      { external_id: 'G-URNE', version: 2 },
    ]);
    const again = await run('import:product-groups', 'g2.csv');
    expect(again.output).toMatchObject({ created: 0, updated: 0, message: '0 righe create, 0 righe modificate' });

    writeImportFile(t, 'g3.csv', ['external_id;description', 'G-NEW;Nuovo gruppo', 'G-NODESC;', 'G-LAMP;Lampade;extra']);
    const bad = await run('import:product-groups', 'g3.csv');
    expect(bad).toMatchObject({ status: 'failed', completed: false });
    expect(bad.output.errors).toEqual([
      { line: 3, field: 'description', reason: 'Valore obbligatorio' },
      { line: 4, field: '', reason: 'Numero di campi errato: attesi 2, trovati 3' },
    ]);
    expect(await q(`SELECT 1 FROM product_groups WHERE external_id = 'G-NEW'`)).toHaveLength(0);
    const toImport = await run('import:product-groups', 'g1.csv', { 'dry-run': true });
    expect(toImport.output).toMatchObject({ created: 0, updated: 1, dry_run: true });
  });

  it('import:products skips (not refuses) the products of a group with to_import = false', async () => {
    writeImportFile(t, 'pg.csv', ['external_id;description;group_code', 'PG-1;Lampada grande;G-LAMP', 'PG-2;Urna piccola;G-URNE', 'PG-3;Senza gruppo;']);
    const r = await run('import:products', 'pg.csv');
    expect(r).toMatchObject({ status: 'completed', completed: true });
    expect(r.output).toMatchObject({ created: 2, skipped: 1, errors_count: 0, message: '2 righe create, 0 righe modificate, 1 riga saltata' });
    expect(await q(`SELECT external_id FROM products WHERE external_id LIKE 'PG-%' ORDER BY 1`)).toEqual([{ external_id: 'PG-1' }, { external_id: 'PG-3' }]);
    // A stored product whose group is excluded: an availability-only file leaves it alone too.
    await q(`UPDATE products SET group_code = 'G-URNE' WHERE external_id = 'PG-3'`);
    writeImportFile(t, 'pg2.csv', ['external_id;quantity', 'PG-1;5', 'PG-3;9']);
    const avail = await run('import:products', 'pg2.csv');
    expect(avail.output).toMatchObject({ updated: 1, skipped: 1, errors_count: 0 });
    expect(await q(`SELECT external_id, quantity FROM products WHERE external_id LIKE 'PG-%' ORDER BY 1`)).toEqual([
      { external_id: 'PG-1', quantity: '5.000' },
      { external_id: 'PG-3', quantity: '0.000' },
    ]);
  });

  it('product categories: creates, updates, re-imports as a no-op, never touches enabled; a bad row names its line', async () => {
    writeImportFile(t, 'c1.csv', ['code;description', 'CAT-A;Arredo cimiteriale', 'CAT-B;Accessori']);
    const first = await run('import:product-categories', 'c1.csv');
    expect(first.output).toMatchObject({ created: 2, updated: 0 });
    await q(`UPDATE product_categories SET enabled = false WHERE code = 'CAT-B'`);
    writeImportFile(t, 'c2.csv', ['code;description', 'CAT-A;Arredo cimiteriale', 'CAT-B;Accessori vari']);
    expect((await run('import:product-categories', 'c2.csv')).output).toMatchObject({ created: 0, updated: 1 });
    expect(await q(`SELECT code, description, enabled FROM product_categories WHERE code LIKE 'CAT-%' ORDER BY 1`)).toEqual([
      { code: 'CAT-A', description: 'Arredo cimiteriale', enabled: true },
      { code: 'CAT-B', description: 'Accessori vari', enabled: false },
    ]);
    expect((await run('import:product-categories', 'c2.csv')).output).toMatchObject({ created: 0, updated: 0, message: '0 righe create, 0 righe modificate' });
    writeImportFile(t, 'c3.csv', ['code;description', 'CAT-C;Nuova', 'CAT-A;Ripetuta', 'CAT-A;Seconda volta']);
    const bad = await run('import:product-categories', 'c3.csv');
    expect(bad).toMatchObject({ status: 'failed' });
    expect(bad.output.errors).toEqual([{ line: 4, field: 'code', reason: 'Chiave ripetuta nel file (già alla riga 3)' }]);
    writeImportFile(t, 'c4.csv', ['code', 'CAT-NEW']);
    expect((await run('import:product-categories', 'c4.csv')).output.errors).toEqual([
      { line: 2, field: 'description', reason: 'Campo obbligatorio per una categoria prodotto nuovo' },
    ]);
  });
});

describe('import:customers', () => {
  it('creates with payment mode, price list, group and agents; updates; re-import is a no-op', async () => {
    const file = writeImportFile(t, 'c1.csv', [
      'external_id;company_name;vat_code;payment_mode;price_list;group;profiles',
      'C-100;Onoranze Funebri Neri S.r.l.;01234567890;RB60;LIS01;Onoranze;A001|A002',
      'C-101;Marmi Carrara S.p.A.;;;;;A002',
    ]);
    const r = await run('import:customers', file);
    expect(r.output).toMatchObject({ created: 2 });
    const [c] = await q<{ id: number; key: string; price_list: string; payment: string; grp: string }>(
      `SELECT c.id, c.key, l.code AS price_list, p.external_id AS payment, g.name AS grp FROM customers c
       JOIN price_lists l ON l.id = c.price_list_id JOIN payment_modes p ON p.id = c.payment_mode_id JOIN customer_groups g ON g.id = c.group_id
       WHERE c.external_id = 'C-100'`,
    );
    expect(c).toMatchObject({ key: 'c-100', price_list: 'LIS01', payment: 'RB60', grp: 'Onoranze' });
    expect(await q(`SELECT p.external_id FROM customer_profiles cp JOIN profiles p ON p.id = cp.profile_id WHERE cp.customer_id = $1 ORDER BY 1`, [c.id])).toEqual([
      { external_id: 'A001' },
      { external_id: 'A002' },
    ]);
    expect((await run('import:customers', file)).output).toMatchObject({ created: 0, updated: 0, message: '0 righe create, 0 righe modificate' });

    writeImportFile(t, 'c2.csv', ['external_id;company_name;profiles', 'C-100;Onoranze Funebri Neri S.r.l.;A002', 'C-101;Marmi di Carrara S.p.A.;A002']);
    expect((await run('import:customers', 'c2.csv')).output).toMatchObject({ created: 0, updated: 2 });
    expect(await q(`SELECT count(*)::int AS n FROM customer_profiles WHERE customer_id = $1`, [c.id])).toEqual([{ n: 1 }]);
  });

  it('refuses unknown references with their line; all-or-nothing; Windows-1252; dry run', async () => {
    writeImportFile(t, 'cbad.csv', ['external_id;company_name;price_list;profiles', 'C-200;Fiori € Co.;LIS01;A001', 'C-201;Altro;LIS99;A001', 'C-202;Terzo;;Z999'], 'win1252');
    const r = await run('import:customers', 'cbad.csv');
    expect(r.status).toBe('failed');
    expect(r.output.errors).toEqual([
      { line: 3, field: 'price_list', reason: 'Listino inesistente: LIS99' },
      { line: 4, field: 'profiles', reason: 'Profilo agente inesistente: Z999' },
    ]);
    expect(await q(`SELECT 1 FROM customers WHERE external_id = 'C-200'`)).toHaveLength(0);
    const dry = await run('import:customers', 'cbad.csv', { 'dry-run': true });
    expect(dry.output).toMatchObject({ created: 1, refused: 2 });
    expect(await q(`SELECT 1 FROM customers WHERE external_id = 'C-200'`)).toHaveLength(0);
    await run('import:customers', 'cbad.csv', { partial: true });
    expect(await q(`SELECT company_name FROM customers WHERE external_id = 'C-200'`)).toEqual([{ company_name: 'Fiori € Co.' }]);
  });

  it('imports addresses and contacts as each customer\'s whole set', async () => {
    const a = writeImportFile(t, 'addr.csv', [
      'customer_external_id;name;address;zip_code;city;district;main',
      'C-100;Sede;Via Roma 1;20100;Milano;MI;1',
      'C-100;Magazzino;Via Po 2;20100;Milano;MI;0',
    ]);
    expect((await run('import:customer-addresses', a)).output).toMatchObject({ created: 2, updated: 0 });
    expect((await run('import:customer-addresses', a)).output).toMatchObject({ updated: 0, created: 0 });
    const c = writeImportFile(t, 'cont.csv', ['customer_external_id;type;value;main', 'C-100;email;info@neri.it;1', 'C-100;telefono;123;0']);
    const bad = await run('import:customer-contacts', c);
    expect(bad.output.errors?.[0]).toMatchObject({ line: 3, field: 'type' });
  });
});

describe('import:orders and import:order-items', () => {
  it('creates, updates status/processed, re-imports as no-op; items replace the order\'s set', async () => {
    const o = writeImportFile(t, 'o.csv', [
      'code;issue_date;status;processed;total_net;total;profile_external_id;customer_external_id',
      'ERP-1;20/11/2026;INS;0;100,00;122,00;A001;C0001',
      'ERP-2;2026-11-21;EVA;1;1.234,56;1506,16;A002;C0003',
    ]);
    expect((await run('import:orders', o)).output).toMatchObject({ created: 2 });
    expect(await q(`SELECT code, issue_date, total_net FROM orders WHERE code LIKE 'ERP-%' ORDER BY 1`)).toEqual([
      { code: 'ERP-1', issue_date: '2026-11-20', total_net: '100.00' },
      { code: 'ERP-2', issue_date: '2026-11-21', total_net: '1234.56' },
    ]);
    expect((await run('import:orders', o)).output).toMatchObject({ created: 0, updated: 0 });
    writeImportFile(t, 'o2.csv', ['code;status;processed', 'ERP-1;EVA;1']);
    expect((await run('import:orders', 'o2.csv')).output).toMatchObject({ updated: 1 });
    expect(await q(`SELECT processed, s.code FROM orders o JOIN order_statuses s ON s.id = o.status_id WHERE o.code = 'ERP-1'`)).toEqual([{ processed: true, code: 'EVA' }]);

    const items = writeImportFile(t, 'oi.csv', [
      'order_code;product_external_id;description;price;quantity;discount_1;total',
      'ERP-1;P-1;;50,00;2;0;100,00',
      'ERP-2;P-2;Cornice;1234,56;1;0;1234,56',
    ]);
    expect((await run('import:order-items', items)).output).toMatchObject({ created: 2, updated: 0 });
    expect(await q(`SELECT description FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.code = 'ERP-1'`)).toEqual([{ description: 'Lampada votiva' }]);
    expect((await run('import:order-items', items)).output).toMatchObject({ updated: 0, message: '0 righe create, 0 righe modificate' });
    // The same sets written another way (lines swapped, '50' for '50,00'): still nothing to change.
    const same = writeImportFile(t, 'oi-same.csv', [
      'order_code;product_external_id;description;price;quantity;discount_1;total',
      'ERP-2;P-2;Cornice;1.234,56;1,000;0;1234.56',
      'ERP-1;P-1;;50;2;0;100',
    ]);
    expect((await run('import:order-items', same)).output).toMatchObject({ updated: 0 });
    // One quantity changed: only that order's set is replaced.
    const changed = writeImportFile(t, 'oi-changed.csv', [
      'order_code;product_external_id;description;price;quantity;discount_1;total',
      'ERP-1;P-1;;50,00;3;0;150,00',
      'ERP-2;P-2;Cornice;1234,56;1;0;1234,56',
    ]);
    expect((await run('import:order-items', changed)).output).toMatchObject({ updated: 1 });
    expect(await q(`SELECT i.quantity, i.total FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.code = 'ERP-1'`)).toEqual([{ quantity: '3.000', total: '150.00' }]);
  });

  it('refuses bad rows with line numbers (all-or-nothing), reads Windows-1252, dry-runs', async () => {
    const o = writeImportFile(t, 'obad.csv', [
      'code;issue_date;total_net;total;profile_external_id;customer_external_id;notes',
      'ERP-3;31/02/2026;1;1;A001;C0001;x',
      'ERP-4;01/03/2026;1;1;A001;C9999;Consegna € urgente',
      'ERP-5;01/03/2026;1;1;A001;C0001;Consegna € urgente',
    ], 'win1252');
    const r = await run('import:orders', o);
    expect(r.output.errors).toEqual([
      { line: 2, field: 'issue_date', reason: 'Data non valida: "31/02/2026" (usare gg/mm/aaaa o aaaa-mm-gg)' },
      { line: 3, field: 'customer_external_id', reason: 'Cliente inesistente: C9999' },
    ]);
    expect(await q(`SELECT 1 FROM orders WHERE code = 'ERP-5'`)).toHaveLength(0);
    expect((await run('import:orders', o, { 'dry-run': true })).output).toMatchObject({ created: 1, refused: 2 });
    await run('import:orders', o, { partial: true });
    expect(await q(`SELECT notes FROM orders WHERE code = 'ERP-5'`)).toEqual([{ notes: 'Consegna € urgente' }]);
    const items = writeImportFile(t, 'oibad.csv', ['order_code;product_external_id;price;quantity;total', 'ERP-1;P-1;1;1;1', 'NOPE;P-1;1;1;1']);
    const ri = await run('import:order-items', items);
    expect(ri.output.errors).toEqual([{ line: 3, field: 'order_code', reason: 'Ordine inesistente: NOPE' }]);
    expect(await q(`SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.code = 'ERP-1'`)).toEqual([{ n: 1 }]);
  });
});

describe('other ERP entities', () => {
  it('imports payment modes, price lists, prices, profiles, invoices with items and expirations, DDT with items', async () => {
    const steps: [string, string[]][] = [
      ['import:payment-modes', ['external_id;description', 'BB30;Bonifico 30 gg']],
      ['import:price-lists', ['code;description', 'LIS02;Listino rivenditori']],
      ['import:prices', ['price_list;product_external_id;price', 'LIS02;P-1;12,50']],
      ['import:profiles', ['external_id;company_name;sales_areas', 'A009;Agenzia Nove;Z1|Z2']],
      ['import:invoices', ['code;number;issue_date;total_net;total;payment_mode;profile_external_id;customer_external_id', 'F-1;1/2026;05/01/2026;100;122;BB30;A001;C0001']],
      ['import:invoice-items', ['invoice_code;product_external_id;quantity;price;total', 'F-1;P-1;2;50;100']],
      ['import:invoice-expirations', ['invoice_code;date;amount', 'F-1;05/02/2026;61', 'F-1;05/03/2026;61']],
      ['import:ddt', ['code;issue_date;causal;packages_count;profile_external_id;customer_external_id', 'D-1;04/01/2026;Vendita;2;A001;C0001']],
      ['import:ddt-items', ['ddt_code;product_external_id;quantity;unit_of_measure', 'D-1;P-1;2;PZ']],
      ['import:customer-year-data', ['customer_external_id;year;invoices_total;invoices_count', 'C0001;2025;1000;3']],
    ];
    for (const [name, lines] of steps) {
      const file = writeImportFile(t, `${name.replace(':', '-')}.csv`, lines);
      const r = await run(name, file);
      expect(r, name).toMatchObject({ status: 'completed' });
      expect((await run(name, file)).output, `${name} again`).toMatchObject({ created: 0, updated: 0 });
    }
    expect(await q(`SELECT code FROM sales_areas s JOIN profiles p ON p.id = s.profile_id WHERE p.external_id = 'A009' ORDER BY 1`)).toEqual([
      { code: 'Z1' },
      { code: 'Z2' },
    ]);
    const turnover = await runCommand(t, admin, 'turnover:recompute');
    expect(turnover.status).toBe('completed');
    expect(await q(`SELECT year, invoices_total FROM customer_year_data d JOIN customers c ON c.id = d.customer_id WHERE c.external_id = 'C0001'`)).toEqual([
      { year: 2026, invoices_total: '100.00' },
    ]);
  });
});

describe('import:document-pdfs', () => {
  it('links PDFs by document code, refuses unmatched and non-PDF files, re-import is a no-op', async () => {
    const dir = path.join(t.app.config.jobs.importDir, 'pdf');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'F-1.pdf'), '%PDF-1.4 fattura');
    fs.writeFileSync(path.join(dir, 'D-1.pdf'), '%PDF-1.4 ddt');
    fs.writeFileSync(path.join(dir, 'X-9.pdf'), '%PDF-1.4 orfano');
    fs.writeFileSync(path.join(dir, 'D-1-copia.pdf'), 'non un pdf');
    const r = await runCommand(t, admin, 'import:document-pdfs', { folder: 'pdf' });
    expect(r.output).toMatchObject({ created: 2, refused: 2 });
    expect(await q(`SELECT pdf_key FROM invoices WHERE code = 'F-1'`)).toEqual([{ pdf_key: 'invoices/F-1.pdf' }]);
    expect((await runCommand(t, admin, 'import:document-pdfs', { folder: 'pdf' })).output).toMatchObject({ created: 0, updated: 0 });
  });
});

describe('errors file', () => {
  it('lives under DATA_DIR/jobs', () => {
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'jobs'))).toBe(true);
  });
});
