import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWarrantyCode, isValidWarrantyCode, WARRANTY_CODE_ALPHABET, warrantyCheckSymbol } from '@portale/contract/warranty-code';
import { warranties, warrantyJobs, warrantyTypes } from '../../db/schema/index';
import { activationUrl } from '../../documents/pdf/qr-vector';
import { createCustomer, loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { runCommand } from '../../test/job-helpers';
import { hasCommand } from '../../test/has-command';
import { createTestApp, type TestContext } from '../../test/test-app';
import { fileStorageFor } from '../../storage/open-storage';

const PUBLIC_URL = 'https://garanzie.example.it';
// Valid partite IVA (check digit right).
const VAT_C1 = '01114601006';
const VAT_OTHER = '00743110157';

let ctx: TestContext;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;
const types: Record<string, number> = {};

const api = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object, remoteAddress: ip });

async function startJob(body: Record<string, unknown>) {
  const res = await api('POST', 'warranty/startJob', cookies.admin, body);
  expect(res.statusCode, res.body).toBe(200);
  const jobId = res.json().job_id as number;
  // Generation runs in the background: wait for the job row to say done.
  for (let i = 0; i < 200; i++) {
    const [job] = await ctx.database.db.select().from(warrantyJobs).where(eq(warrantyJobs.id, jobId));
    if (job?.status === 'done') return jobId;
    if (job?.status === 'failed') throw new Error('generation failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('generation did not finish');
}

async function codesOf(jobId: number) {
  const rows = await ctx.database.db.select({ id: warranties.id, code: warranties.code }).from(warranties).where(eq(warranties.jobId, jobId)).orderBy(warranties.id);
  return rows;
}

const activation = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  vat_code: VAT_C1,
  company_name: 'Onoranze Funebri Rossi S.r.l.',
  corpse_last_name: 'Bianchi',
  corpse_first_name: 'Giuseppe',
  activated_at: '2026-03-14',
  ...extra,
});

let jobA: number; // activation type, 30 codes
let jobB: number; // validation-only type, 5 codes

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, WARRANTY_BATCH_MAX: '1000' });
  const cast = await seedStandardCast(ctx.database);
  // agent1's customer c1 gets VAT_C1; another agent's customer has VAT_OTHER.
  await ctx.database.db.execute(`update customers set vat_code = '${VAT_C1}' where id = ${cast.customers.c1.id}`);
  await createCustomer(ctx.database, { externalId: 'C0100', companyName: 'Altra impresa', vatCode: VAT_OTHER, profileIds: [cast.profiles.p2.id] });
  const rows = await ctx.database.db
    .insert(warrantyTypes)
    .values([
      { name: 'Garanzia cofano', supportsActivation: true, supportsValidation: false },
      { name: 'Convalida urna', supportsActivation: false, supportsValidation: true },
    ])
    .returning();
  types.activation = rows[0]!.id;
  types.validation = rows[1]!.id;
  cookies = await loginStandardCast(ctx.app);
  jobA = await startJob({ year: 2026, batch: 1, type_id: types.activation, codes_count: 30, notes: 'Cofani linea Noce' });
  jobB = await startJob({ year: 2026, batch: 2, type_id: types.validation, codes_count: 5 });
});

afterAll(async () => {
  await ctx?.close();
});

describe('warranty/getTypes', () => {
  it('answers the types keyed by id, to any logged-in user', async () => {
    const res = await api('GET', 'warranty/getTypes', cookies.agent1);
    expect(res.statusCode).toBe(200);
    expect(res.json().types[String(types.validation)]).toEqual({ id: types.validation, name: 'Convalida urna', supports_activation: false, supports_validation: true });
    expect((await api('GET', 'warranty/getTypes')).statusCode).toBe(401);
  });
});

describe('jobs', () => {
  it('checkJob says whether (year, batch) is free', async () => {
    expect((await api('GET', 'warranty/checkJob?year=2026&batch=1', cookies.admin)).json()).toMatchObject({ success: false, year: 2026, batch: 1 });
    expect((await api('GET', 'warranty/checkJob?year=2026&batch=3', cookies.admin)).json()).toEqual({ success: true, year: 2026, batch: 3 });
    const bad = await api('GET', 'warranty/checkJob?year=abc&batch=1', cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('generated exactly codes_count unique codes with a valid check symbol', async () => {
    const codes = await codesOf(jobA);
    expect(codes).toHaveLength(30);
    expect(new Set(codes.map((c) => c.code)).size).toBe(30);
    for (const { code } of codes) expect(isValidWarrantyCode(code)).toBe(true);
    const [job] = await ctx.database.db.select().from(warrantyJobs).where(eq(warrantyJobs.id, jobA));
    expect(job).toMatchObject({ warrantiesCount: 30, status: 'done' });
  });

  it('startJob refuses a taken (year, batch), counts outside 1..batch_max and an unknown type', async () => {
    const dup = await api('POST', 'warranty/startJob', cookies.admin, { year: 2026, batch: 1, type_id: types.activation, codes_count: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, code: 'DUPLICATE_KEY' });
    for (const codes_count of [0, 1001, 2.5]) {
      const res = await api('POST', 'warranty/startJob', cookies.admin, { year: 2026, batch: 9, type_id: types.activation, codes_count });
      expect(res.statusCode, String(codes_count)).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain('codes_count');
    }
    const noType = await api('POST', 'warranty/startJob', cookies.admin, { year: 2026, batch: 9, type_id: 9999, codes_count: 1 });
    expect(noType.statusCode).toBe(400);
    const notNumeric = await api('POST', 'warranty/startJob', cookies.admin, { year: 'duemila', batch: 'x', type_id: types.activation, codes_count: 1 });
    expect(notNumeric.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['batch', 'year']);
  });

  it('startJob answers the default message, and batch_max codes are allowed', async () => {
    const res = await api('POST', 'warranty/startJob', cookies.admin, { year: 2025, batch: 7, type_id: types.activation, codes_count: 1000 });
    expect(res.json()).toMatchObject({ success: true, message: 'Operazione conclusa correttamente' });
  });

  it('getJobs answers the paged jobs and batch_max; filters by type and search', async () => {
    const res = await api('POST', 'warranty/getJobs', cookies.admin, { page: 1, search: '', type: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.batch_max).toBe(1000);
    expect(body.jobs).toMatchObject({ current_page: 1, last_page: 1 });
    const a = body.jobs.data.find((j: { id: number }) => j.id === jobA);
    expect(a).toMatchObject({ year: 2026, batch: 1, type_id: types.activation, type: { name: 'Garanzia cofano' }, codes_count: 30, warranties_count: 30, notes: 'Cofani linea Noce' });
    const byType = (await api('POST', 'warranty/getJobs', cookies.admin, { page: 1, search: '', type: types.validation })).json();
    expect(byType.jobs.data.map((j: { id: number }) => j.id)).toEqual([jobB]);
    const bySearch = (await api('POST', 'warranty/getJobs', cookies.admin, { page: 1, search: 'noce', type: '' })).json();
    expect(bySearch.jobs.data.map((j: { id: number }) => j.id)).toEqual([jobA]);
  });

  it('agents cannot check, list, start or download jobs (403)', async () => {
    expect((await api('GET', 'warranty/checkJob?year=2026&batch=5', cookies.agent1)).statusCode).toBe(403);
    expect((await api('POST', 'warranty/getJobs', cookies.agent1, { page: 1 })).statusCode).toBe(403);
    expect((await api('POST', 'warranty/startJob', cookies.agent1, { year: 2026, batch: 5, type_id: types.activation, codes_count: 1 })).statusCode).toBe(403);
    for (const call of ['createJobCsv', 'createJobPdf', 'createJobValidationPdf']) {
      const res = await api('GET', `warranty/${call}/${jobA}`, cookies.agent1);
      expect(res.statusCode, call).toBe(403);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('downloads', () => {
  it('CSV: BOM, ; separator, header, one line per code, file name with the job id', async () => {
    const res = await api('GET', `warranty/createJobCsv/${jobA}`, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('garanzie-2026-1.csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('codice;tipo;anno;lotto;stato;ragione_sociale;partita_iva;data_decesso;cognome_defunto;nome_defunto;registrata_il');
    expect(lines).toHaveLength(31);
    const codes = await codesOf(jobA);
    expect(lines[1]!.startsWith(`${formatWarrantyCode(codes[0]!.code)};Garanzia cofano;2026;1;`)).toBe(true);
  });

  it('a file it cannot answer is JSON {success:false, message}', async () => {
    const missing = await api('GET', 'warranty/createJobCsv/99999', cookies.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: expect.any(String) });
    const noValidation = await api('GET', `warranty/createJobValidationPdf/${jobA}`, cookies.admin);
    expect(noValidation.statusCode).toBe(409);
    expect(noValidation.json().message).toContain('non prevede la convalida');
    const [running] = await ctx.database.db.insert(warrantyJobs).values({ year: 2024, batch: 1, typeId: types.activation, codesCount: 10, status: 'running' }).returning();
    const busy = await api('GET', `warranty/createJobPdf/${running!.id}`, cookies.admin);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('in generazione');
  });

  it('labels PDF: built once per batch and kept, the next downloads serve the kept file (issue 55, point 28)', async () => {
    const storage = fileStorageFor(ctx.app.config);
    const kept = async () => {
      const keys: string[] = [];
      for await (const f of storage.list('warranty-labels')) keys.push(f.key);
      return keys.filter((k) => k.includes(`/job-${jobA}-`));
    };
    const first = await api('GET', `warranty/createJobPdf/${jobA}`, cookies.admin);
    expect(first.statusCode).toBe(200);
    const [key] = await kept();
    expect(key).toBeDefined();
    // What is kept is what is served: a marker put in its place comes back on the next download.
    await storage.put(key!, Buffer.from('%PDF-1.3 kept'));
    const second = await api('GET', `warranty/createJobPdf/${jobA}`, cookies.admin);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-disposition']).toContain('etichette-garanzia-2026-1.pdf');
    expect(second.rawPayload.toString()).toBe('%PDF-1.3 kept');
    await storage.remove(key!);
  });

  it('validation PDF of a type with validation', async () => {
    const res = await api('GET', `warranty/createJobValidationPdf/${jobB}`, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('convalida-garanzie-2026-2.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  const hasPdftoppm = hasCommand('pdftoppm');

  it.skipIf(!hasPdftoppm)('labels PDF: every QR code on the first sheet decodes to the public URL of its code (needs pdftoppm)', async () => {
    const res = await api('GET', `warranty/createJobPdf/${jobA}`, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('etichette-garanzia-2026-1.pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labels-'));
    fs.writeFileSync(path.join(dir, 'labels.pdf'), res.rawPayload);
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', path.join(dir, 'labels.pdf'), path.join(dir, 'page')]);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, file)));
    const codes = (await codesOf(jobA)).slice(0, 24);
    const labelW = png.width / 3;
    const labelH = png.height / 8;
    const decoded: string[] = [];
    for (let slot = 0; slot < 24; slot++) {
      // The QR code sits in the left half of its label.
      const x0 = Math.floor((slot % 3) * labelW);
      const y0 = Math.floor(Math.floor(slot / 3) * labelH);
      const w = Math.floor(labelW / 2);
      const h = Math.floor(labelH);
      const crop = new Uint8ClampedArray(w * h * 4);
      for (let y = 0; y < h; y++) {
        const from = ((y0 + y) * png.width + x0) * 4;
        crop.set(png.data.subarray(from, from + w * 4), y * w * 4);
      }
      decoded.push(jsQR(crop, w, h)?.data ?? '(illeggibile)');
    }
    expect(decoded).toEqual(codes.map((c) => activationUrl(PUBLIC_URL, c.code)));
    expect(decoded[0]).toBe(`HTTPS://GARANZIE.EXAMPLE.IT/GARANZIA/${codes[0]!.code}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('public activation', () => {
  let codes: { id: number; code: string }[];
  beforeAll(async () => {
    codes = await codesOf(jobA);
  });

  it('activates once: records the data and offers the certificate; a second attempt says only "Codice già attivato"', async () => {
    const code = codes[0]!;
    const res = await api('POST', 'warranty/activate', undefined, activation(formatWarrantyCode(code.code).toLowerCase()), '10.1.0.1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.warranty).toMatchObject({ id: code.id, code: formatWarrantyCode(code.code), vat_code: VAT_C1, activated_at: '2026-03-14', type: 'Garanzia cofano' });
    const [row] = await ctx.database.db.select().from(warranties).where(eq(warranties.id, code.id));
    expect(row).toMatchObject({ companyName: 'Onoranze Funebri Rossi S.r.l.', corpseLastName: 'Bianchi', ipAddress: '10.1.0.1', activatedAt: '2026-03-14' });
    expect(row!.registeredAt).toBeInstanceOf(Date);

    const again = await api('POST', 'warranty/activate', undefined, activation(code.code, { company_name: 'Altro' }), '10.1.0.2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'WARRANTY_ALREADY_ACTIVATED', message: 'Codice già attivato' });

    const pdf = await api('GET', `warranty/downloadPdf/${code.id}?code=${formatWarrantyCode(code.code)}&vat_code=${VAT_C1}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Issue 22: back on the page with the same code and partita IVA, the certificate downloads again, no id needed.
    const again2 = await api('GET', `warranty/certificate?code=${formatWarrantyCode(code.code)}&vat_code=${VAT_C1}`);
    expect(again2.statusCode).toBe(200);
    expect(again2.headers['content-type']).toBe('application/pdf');
    const wrongVat = await api('GET', `warranty/certificate?code=${code.code}&vat_code=${VAT_OTHER}`);
    const unknown = await api('GET', `warranty/certificate?code=ABCDEFGHJKMN&vat_code=${VAT_C1}`);
    expect([wrongVat.statusCode, wrongVat.body]).toEqual([404, unknown.body]);
  });

  it('tells the public page who makes the product and the warranty terms', async () => {
    const res = await api('GET', 'warranty/maker');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maker_name: 'Manifattura Dimostrativa S.p.A.', terms: expect.stringContaining('difetti di fabbricazione'), client_data_days: 90 });
  });

  it('the certificate answers a wrong VAT code or code exactly like an unknown id', async () => {
    const code = codes[0]!;
    const answers = await Promise.all([
      api('GET', `warranty/downloadPdf/${code.id}?code=${code.code}&vat_code=${VAT_OTHER}`),
      api('GET', `warranty/downloadPdf/${code.id}?code=${codes[1]!.code}&vat_code=${VAT_C1}`),
      api('GET', `warranty/downloadPdf/999999?code=${code.code}&vat_code=${VAT_C1}`),
    ]);
    for (const a of answers) expect([a.statusCode, a.body]).toEqual([answers[2]!.statusCode, answers[2]!.body]);
    expect(answers[2]!.statusCode).toBe(404);
  });

  it('an unknown code, a wrong check symbol and a code of a type without activation get the same answer', async () => {
    const body = codes[2]!.code.slice(0, -1);
    const wrongCheck = body + WARRANTY_CODE_ALPHABET.replace(warrantyCheckSymbol(body), '')[0];
    let unknown = 'ABCDEFGHJKM';
    unknown += warrantyCheckSymbol(unknown);
    const otherType = (await codesOf(jobB))[0]!.code;
    const answers = [];
    for (const [i, code] of [wrongCheck, unknown, otherType, 'ZZ'].entries()) {
      answers.push(await api('POST', 'warranty/activate', undefined, activation(code), `10.2.0.${i}`));
    }
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ success: false, code: 'WARRANTY_CODE_REJECTED', message: expect.any(String) });
  });

  it('refuses a VAT code with a wrong check digit and a future date of death, field by field', async () => {
    const res = await api('POST', 'warranty/activate', undefined, activation(codes[3]!.code, { vat_code: '01114601007', company_name: '' }), '10.3.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['company_name', 'vat_code']);
    const future = await api('POST', 'warranty/activate', undefined, activation(codes[3]!.code, { activated_at: '2999-01-01' }), '10.3.0.2');
    expect(future.statusCode).toBe(400);
    expect(future.json().fields[0].path).toBe('activated_at');
  });

  it('limits attempts to 10 a minute per IP (then 429), counted in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api('POST', 'warranty/activate', undefined, activation(`AAAA-BBBB-CCC${i % 10}`), '10.4.0.1');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even a valid code is refused from that IP now.
    const blocked = await api('POST', 'warranty/activate', undefined, activation(codes[5]!.code), '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^Troppi tentativi: riprovare tra \d+ (secondi|secondo|minuto)$/) });
    // Issue 20: the wait is in the answer, as the login's refusal has it.
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('limits attempts to 5 an hour per code, whatever the IP', async () => {
    const code = codes[6]!.code;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api('POST', 'warranty/activate', undefined, activation(code, { activated_at: '2999-01-01' }), `10.5.0.${i}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const ok = await api('POST', 'warranty/activate', undefined, activation(code), '10.5.1.1');
    expect(ok.statusCode).toBe(429);
  });

  it('neutralises formulas typed in the company name in the CSV', async () => {
    const res = await api('POST', 'warranty/activate', undefined, activation(codes[7]!.code, { company_name: '=HYPERLINK("http://x","y")', corpse_first_name: '+39 123' }), '10.6.0.1');
    expect(res.statusCode).toBe(200);
    const csv = (await api('GET', `warranty/createJobCsv/${jobA}`, cookies.admin)).body;
    const line = csv.split('\r\n').find((l) => l.startsWith(formatWarrantyCode(codes[7]!.code)))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(line).toContain("'+39 123");
    expect(line).toContain(';Attivata;');
  });
});

describe('warranty/index', () => {
  it('admin: all, activated (default screen filter) and not activated, with exact totals', async () => {
    const all = (await api('POST', 'warranty/index', cookies.admin, { type: '', page: 1 })).json().warranties;
    const active = (await api('POST', 'warranty/index', cookies.admin, { type: 'active', page: 1 })).json().warranties;
    const inactive = (await api('POST', 'warranty/index', cookies.admin, { type: 'inactive', page: 1 })).json().warranties;
    expect(active.total).toBe(2);
    expect(all.total).toBe(30 + 5 + 1000);
    expect(inactive.total).toBe(all.total - 2);
    expect(all.per_page).toBe(20);
    expect(active.data.every((w: { registered_at: string | null }) => w.registered_at)).toBe(true);
    expect(active.data[0]).toMatchObject({ ip_address: expect.any(String), user_agent: expect.any(String) });
    expect(inactive.data.every((w: { registered_at: string | null }) => w.registered_at === null)).toBe(true);
  });

  it('searches by company name or VAT code', async () => {
    const byName = (await api('POST', 'warranty/index', cookies.admin, { search: 'rossi', type: '', page: 1 })).json().warranties;
    expect(byName.total).toBe(1);
    const byVat = (await api('POST', 'warranty/index', cookies.admin, { search: VAT_C1.slice(2, 8), type: 'active', page: 1 })).json().warranties;
    expect(byVat.total).toBe(2);
    const byWholeVat = (await api('POST', 'warranty/index', cookies.admin, { search: VAT_C1, type: '', page: 1 })).json().warranties;
    expect(byWholeVat.total).toBe(2);
    const short = await api('POST', 'warranty/index', cookies.admin, { search: 'ro', type: '', page: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toEqual({ path: 'search', message: 'Inserire almeno 3 caratteri per la ricerca' });
    const none = (await api('POST', 'warranty/index', cookies.admin, { search: 'rossi', type: 'inactive', page: 1 })).json().warranties;
    expect(none.total).toBe(0);
  });

  it("agents see only activations with their own customers' VAT codes, without IP and browser", async () => {
    const mine = (await api('POST', 'warranty/index', cookies.agent1, { type: '', page: 1 })).json().warranties;
    expect(mine.total).toBe(2);
    expect(mine.data.every((w: { vat_code: string; ip_address: string | null }) => w.vat_code === VAT_C1 && w.ip_address === null)).toBe(true);
    const inactive = (await api('POST', 'warranty/index', cookies.agent1, { type: 'inactive', page: 1 })).json().warranties;
    expect(inactive.total).toBe(0);
    // Activate one with the other agent's customer's VAT: agent1 does not see it.
    const free = (await codesOf(jobA))[8]!.code;
    await api('POST', 'warranty/activate', undefined, activation(free, { vat_code: VAT_OTHER, company_name: 'Altra impresa' }), '10.7.0.1');
    const after = (await api('POST', 'warranty/index', cookies.agent1, { type: 'active', page: 1 })).json().warranties;
    expect(after.data.map((w: { vat_code: string }) => w.vat_code)).not.toContain(VAT_OTHER);
    const adminSees = (await api('POST', 'warranty/index', cookies.admin, { search: 'altra', type: 'active', page: 1 })).json().warranties;
    expect(adminSees.total).toBe(1);
  });

  it('needs a session', async () => {
    expect((await api('POST', 'warranty/index', undefined, { page: 1 })).statusCode).toBe(401);
  });
});

describe('generation through the jobs engine', () => {
  it('runs as a warranty:generate command, and queued again it finishes an interrupted job', async () => {
    const jobId = await startJob({ year: 2023, batch: 41, type_id: types.activation, codes_count: 12 });
    const { rows: queued } = await ctx.database.pool.query(`SELECT status, params FROM command_runs WHERE name = 'warranty:generate' AND params->'arguments'->>'job_id' = $1`, [String(jobId)]);
    expect(queued).toHaveLength(1);
    // A crash after 7 codes: the job row still says running, 5 codes missing.
    const kept = (await codesOf(jobId)).slice(0, 7).map((c) => c.id);
    await ctx.database.pool.query(`DELETE FROM warranties WHERE job_id = $1 AND NOT (id = ANY($2::int[]))`, [jobId, kept]);
    await ctx.database.pool.query(`UPDATE warranty_jobs SET status = 'running', warranties_count = 7, finished_at = NULL WHERE id = $1`, [jobId]);
    const run = await runCommand(ctx, cookies.admin, 'warranty:generate', { job_id: String(jobId) });
    expect(run).toMatchObject({ status: 'completed', completed: true, output: { generated: 12 } });
    const codes = await codesOf(jobId);
    expect(codes).toHaveLength(12);
    expect(codes.slice(0, 7).map((c) => c.id)).toEqual(kept);
    const [job] = await ctx.database.db.select().from(warrantyJobs).where(eq(warrantyJobs.id, jobId));
    expect(job).toMatchObject({ warrantiesCount: 12, status: 'done' });
  });
});

describe('warranty/deleteJob', () => {
  const del = (id: number, cookie?: string) => ctx.app.inject({ method: 'DELETE', url: `/api/warranty/deleteJob/${id}`, headers: cookie ? { cookie } : {} });

  it('deletes a batch none of whose codes is activated, with its codes; the pair (year, batch) is free again', async () => {
    const jobId = await startJob({ year: 2024, batch: 60, type_id: types.activation, codes_count: 8 });
    expect((await del(jobId, cookies.agent1)).statusCode).toBe(403);
    const res = await del(jobId, cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Lotto 2024/60 cancellato correttamente (8 codici)' });
    expect(await codesOf(jobId)).toEqual([]);
    expect((await api('GET', 'warranty/checkJob?year=2024&batch=60', cookies.admin)).json().success).toBe(true);
    expect((await del(jobId, cookies.admin)).statusCode).toBe(404);
  });

  it('refuses a batch with an activated code and changes nothing', async () => {
    const jobId = await startJob({ year: 2024, batch: 61, type_id: types.activation, codes_count: 3 });
    const [first] = await codesOf(jobId);
    expect((await api('POST', 'warranty/activate', undefined, activation(first!.code), '10.9.0.1')).statusCode).toBe(200);
    const res = await del(jobId, cookies.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Il lotto 2024/61 ha 1 codice attivato: non può essere cancellato');
    expect(await codesOf(jobId)).toHaveLength(3);
  });

  it('refuses a batch still generating', async () => {
    const jobId = await startJob({ year: 2024, batch: 62, type_id: types.activation, codes_count: 2 });
    await ctx.database.db.update(warrantyJobs).set({ status: 'running' }).where(eq(warrantyJobs.id, jobId));
    const res = await del(jobId, cookies.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/in corso/);
    await ctx.database.db.update(warrantyJobs).set({ status: 'done' }).where(eq(warrantyJobs.id, jobId));
  });
});
