import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../test/document-fixtures';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { fileStorageFor } from './open-storage';
import { createS3Storage } from './s3-storage';

/** The app with FILE_STORAGE_URL: what the ERP's PDF import writes lands in the bucket, and downloads stream from it. */
let s3: TestS3;
let t: TestContext;
let admin: string;
let agent: string;
let invoiceId: number;
const PDF = Buffer.from('%PDF-1.4\n% fattura nel bucket\n%%EOF\n');

beforeAll(async () => {
  s3 = await startTestS3('portale');
  t = await createTestApp({ DATA_DIR: jobsDataDir(), ...s3.env });
  const { profiles, customers } = await seedStandardCast(t.database);
  await fileStorageFor(t.app.config).put('invoices/FT-S3-1.pdf', PDF);
  invoiceId = (await createInvoice(t.database, { code: 'FT-S3-1', profileId: profiles.p1.id, customerId: customers.c1.id, issueDate: '2026-11-02', totalNet: '100.00', total: '122.00', pdfKey: 'invoices/FT-S3-1.pdf' })).id;
  await createInvoice(t.database, { code: 'FT-S3-2', profileId: profiles.p1.id, customerId: customers.c1.id, issueDate: '2026-11-03', totalNet: '50.00', total: '61.00' });
  admin = await loginAs(t.app, 'admin@example.com');
  agent = await loginAs(t.app, 'agente1@example.com');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('FILE_STORAGE_URL=s3://… (an S3-compatible server started by the test)', () => {
  it('serves an invoice PDF from the bucket, with its length', async () => {
    expect(fileStorageFor(t.app.config).description).toBe(`s3://${s3.storage.bucket}/portale/`);
    const res = await t.app.inject({ method: 'GET', url: `/api/invoices/downloadPdf/${invoiceId}`, headers: { cookie: agent } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores the ERP PDFs in the bucket, not on this host, and replaces a changed one', async () => {
    const dir = path.join(t.app.config.jobs.importDir, 'pdf-s3');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'FT-S3-2.pdf'), '%PDF-1.4 prima');
    expect((await runCommand(t, admin, 'import:document-pdfs', { folder: 'pdf-s3' })).output).toMatchObject({ created: 1, updated: 0 });
    const bucket = createS3Storage(s3.storage);
    expect((await bucket.get('invoices/FT-S3-2.pdf'))?.toString()).toBe('%PDF-1.4 prima');
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'files'))).toBe(false);

    expect((await runCommand(t, admin, 'import:document-pdfs', { folder: 'pdf-s3' })).output).toMatchObject({ created: 0, updated: 0 });
    fs.writeFileSync(path.join(dir, 'FT-S3-2.pdf'), '%PDF-1.4 dopo!');
    expect((await runCommand(t, admin, 'import:document-pdfs', { folder: 'pdf-s3' })).output).toMatchObject({ created: 0, updated: 1 });
    expect((await bucket.get('invoices/FT-S3-2.pdf'))?.toString()).toBe('%PDF-1.4 dopo!');
  });

  it("keeps an import's errors CSV in the bucket, listed and downloadable from any host", async () => {
    writeImportFile(t, 'bad-s3.csv', ['external_id;description;quantity;enabled', 'P-S3;Urna;due;1']);
    const run = await runCommand(t, admin, 'import:products', { file: 'bad-s3.csv' });
    expect(run.status).toBe('failed');
    expect(await createS3Storage(s3.storage).exists(`jobs/run-${run.id}-errors.csv`)).toBe(true);
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'jobs', `run-${run.id}-errors.csv`))).toBe(false);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/job/getQueue?page=1', headers: { cookie: admin } })).json().commands_history.data;
    expect(queue.find((r: { id: number }) => r.id === run.id)).toMatchObject({ has_errors_file: true });
    const csv = await t.app.inject({ method: 'GET', url: `/api/job/getRunErrors/${run.id}`, headers: { cookie: admin } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2;quantity;');
  });

  it('keeps an uploaded import file in the bucket; the import reads it from there and leaves no copy behind', async () => {
    const boundary = 'confine-s3';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="urne.csv"', 'Content-Type: text/csv', '', 'external_id;description', 'UP-S3;Urna caricata', `--${boundary}--`, ''].join('\r\n');
    const res = await t.app.inject({ method: 'POST', url: '/api/job/uploadImportFile', headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode).toBe(200);
    const { file } = res.json();
    expect(await createS3Storage(s3.storage).exists(`uploads/${file}`)).toBe(true);
    expect(fs.existsSync(path.join(t.app.config.jobs.importDir, file))).toBe(false);
    const run = await runCommand(t, admin, 'import:products', { file });
    expect(run.output).toMatchObject({ created: 1 });
    expect(fs.readdirSync(path.join(t.app.config.dataDir, 'jobs')).filter((f) => f.includes(file))).toEqual([]);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/job/executeCommand', headers: { cookie: admin }, payload: { command: { name: 'import:products', arguments: { file: 'upload-assente.csv' }, options: {} } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('File non trovato nella cartella import: upload-assente.csv');
  });
});
