import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// Issue 54, point 4: an ERP without access to the server's disk lists, downloads and acknowledges export files.
let t: TestContext;
let admin: string;
let agent: string;
let exportDir: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
  agent = await loginAs(t.app, 'agente1@example.com');
  exportDir = t.app.config.jobs.exportDir;
  fs.mkdirSync(path.join(exportDir, '.tmp'), { recursive: true });
  // As orders:export leaves them: complete files in export/, one being written in export/.tmp.
  fs.writeFileSync(path.join(exportDir, 'WEB-2026-000002.csv'), '\ufefforder_code;issue_date\r\nWEB-2026-000002;2026-11-20\r\n');
  fs.writeFileSync(path.join(exportDir, 'WEB-2026-000001.csv'), '\ufefforder_code;issue_date\r\nWEB-2026-000001;2026-11-20\r\n');
  fs.writeFileSync(path.join(exportDir, '.tmp', 'WEB-2026-000003.csv'), 'half');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie = admin) => t.app.inject({ method, url: `/api/job/${url}`, headers: { cookie } });
const names = async () => (await call('GET', 'getExportFiles')).json().files.map((f: { name: string }) => f.name);

describe('export files over HTTP', () => {
  it('lists the pending files (never those being written), by name, with size and time', async () => {
    const res = await call('GET', 'getExportFiles');
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([
      { name: 'WEB-2026-000001.csv', size: expect.any(Number), modified_at: expect.any(String) },
      { name: 'WEB-2026-000002.csv', size: expect.any(Number), modified_at: expect.any(String) },
    ]);
  });

  it('downloads one, acknowledges it (moved aside), and a repeated acknowledgement changes nothing', async () => {
    const file = await call('GET', 'getExportFile/WEB-2026-000001.csv');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('WEB-2026-000001;2026-11-20');

    const ack = await call('POST', 'acknowledgeExportFile/WEB-2026-000001.csv');
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ success: true, file: 'WEB-2026-000001.csv', already_acknowledged: false });
    expect(await names()).toEqual(['WEB-2026-000002.csv']);
    expect(fs.existsSync(path.join(exportDir, '.acknowledged', 'WEB-2026-000001.csv'))).toBe(true);

    const again = await call('POST', 'acknowledgeExportFile/WEB-2026-000001.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, already_acknowledged: true });
    expect((await call('GET', 'getExportFile/WEB-2026-000001.csv')).statusCode).toBe(404);
  });

  it('answers 404 for a name never exported, 400 for a name outside the folder, 403 to agents', async () => {
    expect((await call('POST', 'acknowledgeExportFile/WEB-2026-999999.csv')).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await call('POST', 'acknowledgeExportFile/..%2Fportale.lock')).statusCode).toBe(400);
    expect((await call('GET', 'getExportFiles', agent)).statusCode).toBe(403);
    expect((await call('POST', 'acknowledgeExportFile/WEB-2026-000002.csv', agent)).statusCode).toBe(403);
  });

  it('keeps acknowledged files EXPORT_ACKNOWLEDGED_DAYS days, then orders:export removes them', async () => {
    const acknowledged = path.join(exportDir, '.acknowledged', 'WEB-2026-000001.csv');
    const r = await runCommand(t, admin, 'orders:export');
    expect(r.output).toMatchObject({ purged: 0 });
    expect(fs.existsSync(acknowledged)).toBe(true);
    const old = new Date(Date.now() - (t.app.config.jobs.exportAcknowledgedDays + 1) * 86_400_000);
    fs.utimesSync(acknowledged, old, old);
    const later = await runCommand(t, admin, 'orders:export');
    expect(later.output).toMatchObject({ purged: 1 });
    expect(fs.existsSync(acknowledged)).toBe(false);
    expect(await names()).toEqual(['WEB-2026-000002.csv']);
  });
});
