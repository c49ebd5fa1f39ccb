import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageFor } from '../../storage/open-storage';
import { createInvoice, createPaymentMode } from '../../test/document-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: string;
let agent1: string;
let agent2: string;
const ids: Record<string, number> = {};
const PDF = Buffer.from('%PDF-1.4\n% fattura di prova\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const { database } = ctx;
  const { profiles, customers } = await seedStandardCast(database);
  const rb = await createPaymentMode(database, 'RB60', 'Ri.Ba. 60 gg d.f.f.m.');
  const storage = fileStorageFor(ctx.app.config);
  const folder = `test-${crypto.randomBytes(4).toString('hex')}`;
  await storage.put(`${folder}/ft1.pdf`, PDF);
  for (let i = 1; i <= 23; i++) {
    const inv = await createInvoice(database, {
      code: `FT2025-${String(i).padStart(4, '0')}`,
      number: String(i),
      profileId: profiles.p1.id,
      customerId: i % 2 ? customers.c1.id : customers.c2.id,
      issueDate: `2025-03-${String(i).padStart(2, '0')}`,
      totalNet: '1000.00',
      total: '1220.00',
      paymentModeId: rb.id,
      pdfKey: i === 1 ? `${folder}/ft1.pdf` : i === 2 ? `${folder}/missing.pdf` : undefined,
      expirations: [
        { date: '2025-05-31', amount: '610.00' },
        { date: '2025-04-30', amount: '610.00' },
      ],
      lines: [{ code: 'LV-000001', description: 'Lampada votiva in bronzo', price: '50.00', quantity: '20', total: '1000.00' }],
    });
    ids[`f${i}`] = inv.id;
  }
  const other = await createInvoice(database, {
    code: 'FT2025-B001',
    profileId: profiles.p2.id,
    customerId: customers.c3.id,
    issueDate: '2025-07-01',
    totalNet: '0.10',
    total: '0.12',
    pdfKey: `${folder}/ft1.pdf`,
  });
  ids.other = other.id;
  admin = await loginAs(ctx.app, 'admin@example.com');
  agent1 = await loginAs(ctx.app, 'agente1@example.com');
  agent2 = await loginAs(ctx.app, 'agente2@example.com');
});

afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/invoices/getProfileInvoices', () => {
  it('pages invoices newest first with payment mode, ordered expirations and exact sums', async () => {
    const res = await post(agent1, '/api/invoices/getProfileInvoices/A001', { page: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invoices).toMatchObject({ total: 23, current_page: 1, last_page: 2, per_page: 20 });
    expect(body.invoices.data[0]).toMatchObject({
      code: 'FT2025-0023',
      number: '23',
      issue_date: '2025-03-23',
      total_net: 1000,
      total: 1220,
      payment_mode: { description: 'Ri.Ba. 60 gg d.f.f.m.' },
      pdf_available: false,
      expirations: [
        { date: '2025-04-30', amount: 610 },
        { date: '2025-05-31', amount: 610 },
      ],
      customer: { external_id: 'C0001' },
      profile: { external_id: 'A001' },
    });
    expect(body.total_net).toBe(23000);
    expect(body.total_vat).toBe(5060);
  });

  it('answers the last page and an empty one beyond it', async () => {
    const last = (await post(agent1, '/api/invoices/getProfileInvoices/A001', { page: 2 })).json();
    expect(last.invoices.data.map((f: { code: string }) => f.code)).toEqual(['FT2025-0003', 'FT2025-0002', 'FT2025-0001']);
    expect(last.invoices.data.map((f: { pdf_available: boolean }) => f.pdf_available)).toEqual([false, true, true]);
    const beyond = (await post(agent1, '/api/invoices/getProfileInvoices/A001', { page: 3 })).json();
    expect(beyond.invoices).toMatchObject({ data: [], current_page: 3, last_page: 2, total: 23 });
  });

  it('filters by dates and searches number, code and customer', async () => {
    const dated = (await post(agent1, '/api/invoices/getProfileInvoices', { date_start: '2025-03-10', date_end: '2025-03-12' })).json();
    expect(dated).toMatchObject({ invoices: { total: 3 }, total_net: 3000, total_vat: 660 });
    const byCode = (await post(agent1, '/api/invoices/getProfileInvoices', { search: 'FT2025-0007' })).json();
    expect(byCode.invoices.data.map((f: { code: string }) => f.code)).toEqual(['FT2025-0007']);
    const byCustomer = (await post(agent1, '/api/invoices/getProfileInvoices', { search: 'Apuani' })).json();
    expect(byCustomer).toMatchObject({ invoices: { total: 11 }, total_net: 11000 });
  });

  it('scopes: own profiles without a profile, admin all, foreign profile 404', async () => {
    expect((await post(agent1, '/api/invoices/getProfileInvoices')).json().invoices.total).toBe(23);
    const all = (await post(admin, '/api/invoices/getProfileInvoices')).json();
    expect(all).toMatchObject({ invoices: { total: 24 }, total_net: 23000.1, total_vat: 5060.02 });
    expect((await post(agent2, '/api/invoices/getProfileInvoices/A002')).json().invoices.total).toBe(1);
    expect((await post(agent1, '/api/invoices/getProfileInvoices/A002')).statusCode).toBe(404);
  });

  it('refuses bad filters', async () => {
    expect((await post(agent1, '/api/invoices/getProfileInvoices', { date_end: '2025-13-40' })).statusCode).toBe(400);
    expect((await post(agent1, '/api/invoices/getProfileInvoices', { page: 0 })).statusCode).toBe(400);
  });
});

describe('GET /api/invoices/getInvoiceItems/{id}', () => {
  it('lists the lines of a reachable invoice', async () => {
    const res = await get(agent1, `/api/invoices/getInvoiceItems/${ids.f5}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ product_external_id: 'LV-000001', description: 'Lampada votiva in bronzo', quantity: 20, price: 50, total: 1000 }),
    ]);
  });
  it('answers 404 on another agent’s invoice', async () => {
    const res = await get(agent1, `/api/invoices/getInvoiceItems/${ids.other}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Fattura non trovata' });
    expect((await get(admin, `/api/invoices/getInvoiceItems/${ids.other}`)).json().items).toEqual([]);
  });
});

describe('GET /api/invoices/downloadPdf/{id}', () => {
  it('sends the stored PDF with an Italian file name', async () => {
    const res = await get(agent1, `/api/invoices/downloadPdf/${ids.f1}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Fattura FT2025-0001.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });
  it('answers JSON {success:false, message} when there is no file', async () => {
    for (const id of [ids.f2, ids.f3]) {
      const res = await get(agent1, `/api/invoices/downloadPdf/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Il PDF della fattura non è disponibile' });
    }
  });
  it('answers 404 on another agent’s PDF even though the file exists', async () => {
    const res = await get(agent1, `/api/invoices/downloadPdf/${ids.other}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Fattura non trovata');
    expect((await get(agent2, `/api/invoices/downloadPdf/${ids.other}`)).statusCode).toBe(200);
  });
});
