import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageFor } from '../../storage/open-storage';
import { createShippingDocument } from '../../test/document-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: string;
let agent1: string;
let agent2: string;
const ids: Record<string, number> = {};
const PDF = Buffer.from('%PDF-1.4\n% ddt di prova\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const { database } = ctx;
  const { profiles, customers } = await seedStandardCast(database);
  const folder = `test-${crypto.randomBytes(4).toString('hex')}`;
  await fileStorageFor(ctx.app.config).put(`${folder}/ddt.pdf`, PDF);
  for (let i = 1; i <= 21; i++) {
    const d = await createShippingDocument(database, {
      code: `DDT2025-${String(i).padStart(4, '0')}`,
      profileId: profiles.p1.id,
      customerId: i <= 10 ? customers.c1.id : customers.c2.id,
      issueDate: `2025-04-${String(i).padStart(2, '0')}`,
      pdfKey: i === 1 ? `${folder}/ddt.pdf` : undefined,
      lines: [
        { code: 'PR-000010', description: 'Profilo paraspigolo in alluminio L 270 cm', quantity: '12.5', unit: 'ML' },
        { code: 'BC-000011', description: 'Borchia copriforo in ottone ø 25 mm', quantity: '100' },
      ],
    });
    ids[`d${i}`] = d.id;
  }
  ids.other = (
    await createShippingDocument(database, {
      code: 'DDT2025-B001',
      profileId: profiles.p2.id,
      customerId: customers.c3.id,
      issueDate: '2025-05-01',
      pdfKey: `${folder}/ddt.pdf`,
      lines: [{ code: 'X', description: 'Riga', quantity: '1' }],
    })
  ).id;
  admin = await loginAs(ctx.app, 'admin@example.com');
  agent1 = await loginAs(ctx.app, 'agente1@example.com');
  agent2 = await loginAs(ctx.app, 'agente2@example.com');
});

afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/shipping_documents/getProfileShippingDocuments', () => {
  it('pages DDT newest first with their transport data', async () => {
    const body = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments/A001')).json();
    expect(body.shipping_documents).toMatchObject({ total: 21, current_page: 1, last_page: 2, per_page: 20 });
    expect(body.shipping_documents.data[0]).toMatchObject({
      code: 'DDT2025-0021',
      issue_date: '2025-04-21',
      causal: 'Vendita',
      packages_count: 2,
      appearance: 'Scatole',
      freight: 'Franco',
      pdf_available: false,
      profile_external_id: 'A001',
      customer: { external_id: 'C0002', company_name: 'Marmi Apuani S.p.A.' },
    });
    const last = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments/A001', { page: 2 })).json();
    expect(last.shipping_documents.data.map((d: { code: string; pdf_available: boolean }) => [d.code, d.pdf_available])).toEqual([['DDT2025-0001', true]]);
    const beyond = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments/A001', { page: 9 })).json();
    expect(beyond.shipping_documents).toMatchObject({ data: [], total: 21, last_page: 2, current_page: 9 });
  });

  it('filters by dates and searches code and customer', async () => {
    const dated = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments', { date_start: '2025-04-05', date_end: '2025-04-06' })).json();
    expect(dated.shipping_documents.data.map((d: { code: string }) => d.code)).toEqual(['DDT2025-0006', 'DDT2025-0005']);
    const byCustomer = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments', { search: 'ferramenta rossi' })).json();
    expect(byCustomer.shipping_documents.total).toBe(10);
    const byCode = (await post(agent1, '/api/shipping_documents/getProfileShippingDocuments', { search: 'ddt2025-0013' })).json();
    expect(byCode.shipping_documents.total).toBe(1);
  });

  it('scopes to the caller', async () => {
    expect((await post(admin, '/api/shipping_documents/getProfileShippingDocuments')).json().shipping_documents.total).toBe(22);
    expect((await post(agent1, '/api/shipping_documents/getProfileShippingDocuments', { search: 'DDT2025-B001' })).json().shipping_documents.total).toBe(0);
    expect((await post(agent1, '/api/shipping_documents/getProfileShippingDocuments/A002')).statusCode).toBe(404);
    expect((await post(agent2, '/api/shipping_documents/getProfileShippingDocuments/A002')).json().shipping_documents.total).toBe(1);
  });

  it('refuses a start date after the end date', async () => {
    const res = await post(agent1, '/api/shipping_documents/getProfileShippingDocuments', { date_start: '2025-05-01', date_end: '2025-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La data iniziale non può essere successiva alla data finale');
  });
});

describe('GET /api/shipping_documents/getShippingDocumentItems/{id}', () => {
  const expected = [
    { product_external_id: 'PR-000010', description: 'Profilo paraspigolo in alluminio L 270 cm', quantity: 12.5, unit_of_measure: 'ML' },
    { product_external_id: 'BC-000011', description: 'Borchia copriforo in ottone ø 25 mm', quantity: 100, unit_of_measure: 'PZ' },
  ];
  it('answers the plain and the query-string forms', async () => {
    for (const url of [`/api/shipping_documents/getShippingDocumentItems/${ids.d3}`, `/api/shipping_documents/getShippingDocumentItems/${ids.d3}?customer_external_id=C0001`]) {
      const res = await get(agent1, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual(expected.map((e) => expect.objectContaining(e)));
    }
  });
  it('answers the original client’s malformed form with & and no ?', async () => {
    const res = await get(agent1, `/api/shipping_documents/getShippingDocumentItems/${ids.d3}&customer_external_id=C0001`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(expected.map((e) => expect.objectContaining(e)));
  });
  it('scopes the malformed form too, and refuses a bad id', async () => {
    expect((await get(agent1, `/api/shipping_documents/getShippingDocumentItems/${ids.other}&customer_external_id=C0003`)).statusCode).toBe(404);
    expect((await get(agent1, `/api/shipping_documents/getShippingDocumentItems/${ids.other}`)).json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'DDT non trovato' });
    expect((await get(admin, `/api/shipping_documents/getShippingDocumentItems/${ids.other}&customer_external_id=C0003`)).json().items).toHaveLength(1);
    expect((await get(agent1, '/api/shipping_documents/getShippingDocumentItems/abc&x=1')).statusCode).toBe(400);
  });
});

describe('GET /api/shipping_documents/downloadPdf/{id}', () => {
  it('sends the stored PDF', async () => {
    const res = await get(agent1, `/api/shipping_documents/downloadPdf/${ids.d1}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="DDT2025-0001.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });
  it('answers JSON when there is no file, and 404 on another agent’s DDT', async () => {
    const missing = await get(agent1, `/api/shipping_documents/downloadPdf/${ids.d2}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Il PDF del DDT non è disponibile' });
    const foreign = await get(agent1, `/api/shipping_documents/downloadPdf/${ids.other}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('DDT non trovato');
    expect((await get(agent2, `/api/shipping_documents/downloadPdf/${ids.other}`)).statusCode).toBe(200);
  });
});
