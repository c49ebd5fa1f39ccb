import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStandardCast } from '../../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: string;
let agent: string;

beforeAll(async () => { const s0 = Date.now();
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
  agent = await loginAs(t.app, 'agente1@example.com');
  console.log("setup ms", Date.now() - s0);
});
afterAll(async () => { const s = Date.now(); await t.close(); console.log("close ms", Date.now() - s); });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('job calls: access', () => {
  it('are admin only: anonymous 401, agent 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/job/getCommands'],
      ['GET', '/api/job/getQueue?page=1'],
      ['POST', '/api/job/executeCommand'],
    ] as const) {
      const body = method === 'POST' ? { command: { name: 'orders:export' } } : undefined;
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload: body, headers: { cookie: agent } })).statusCode).toBe(403);
    }
  });
});

describe('GET job/getCommands', () => {
  it('lists the registry by ascending priority with arguments, options and history', async () => {
    const res = await get('/api/job/getCommands', admin);
    expect(res.statusCode).toBe(200);
    const { commands } = res.json();
    const priorities = commands.map((c: { priority: number }) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => a - b));
    const products = commands.find((c: { name: string }) => c.name === 'import:products');
    expect(products.arguments).toEqual([expect.objectContaining({ name: 'file', value: '', required: true })]);
    expect(products.options.map((o: { name: string; checked: boolean }) => [o.name, o.checked])).toEqual([
      ['dry-run', false],
      ['partial', false],
    ]);
    for (const name of ['orders:export', 'turnover:recompute', 'carts:purge-temporary', 'import:customers', 'import:orders', 'import:order-items'])
      expect(commands.some((c: { name: string }) => c.name === name)).toBe(true);
  });
});

describe('POST job/executeCommand', () => {
  it('queues a command with the seed\'s message, runs it and records it in the queue', async () => {
    const res = await post('/api/job/executeCommand', { command: { name: 'turnover:recompute', arguments: [], options: [] } }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Comando accodato correttamente' });
    const run = await runCommand(t, admin, 'carts:purge-temporary', { days: '10' });
    expect(run).toMatchObject({ status: 'completed', completed: true });
    const queue = (await get('/api/job/getQueue?page=1', admin)).json().commands_history;
    expect(queue.data[0]).toMatchObject({ name: 'carts:purge-temporary', completed: true, params: { arguments: { days: '10' } } });
    expect(queue.data[0].finished_at).toBeTruthy();
    expect(queue).toMatchObject({ current_page: 1 });
    const commands = (await get('/api/job/getCommands', admin)).json().commands;
    expect(commands.find((c: { name: string }) => c.name === 'carts:purge-temporary').history).toHaveLength(1);
  });

  it('refuses an unknown command, an unknown or bad argument, a missing file with 400 and an Italian message', async () => {
    const unknown = await post('/api/job/executeCommand', { command: { name: 'rm:all' } }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Comando sconosciuto: rm:all');
    const badArg = await post('/api/job/executeCommand', { command: { name: 'carts:purge-temporary', arguments: { days: 'molti' } } }, admin);
    expect(badArg.statusCode).toBe(400);
    expect(badArg.json().fields[0]).toMatchObject({ path: 'command.arguments.days' });
    const extra = await post('/api/job/executeCommand', { command: { name: 'orders:export', arguments: { x: '1' } } }, admin);
    expect(extra.statusCode).toBe(400);
    const noFile = await post('/api/job/executeCommand', { command: { name: 'import:products', arguments: { file: 'manca.csv' } } }, admin);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toContain('File non trovato');
    const traversal = await post('/api/job/executeCommand', { command: { name: 'import:products', arguments: { file: '../secret' } } }, admin);
    expect(traversal.statusCode).toBe(400);
  });

  it('uploads an import file (multipart) and imports it by its stored name', async () => {
    const boundary = '----portale';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="prodotti.csv"',
      'Content-Type: text/csv',
      '',
      'external_id;description',
      'UP-1;Prodotto caricato',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/uploadImportFile',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const { file } = res.json();
    expect(file).toMatch(/^upload-.*prodotti\.csv$/);
    const run = await runCommand(t, admin, 'import:products', { file });
    expect(run.output.created).toBe(1);
  });

  it('sets and removes a cron schedule', async () => {
    writeImportFile(t, 'nightly.csv', ['external_id;quantity']);
    const bad = await post('/api/job/setSchedule', { name: 'orders:export', cron: 'ogni tanto' }, admin);
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/job/setSchedule', { name: 'import:products', cron: '0 2 * * *', params: { arguments: { file: 'nightly.csv' }, options: {} } }, admin);
    expect(ok.statusCode).toBe(200);
    const cmd = (await get('/api/job/getCommands', admin)).json().commands.find((c: { name: string }) => c.name === 'import:products');
    expect(cmd.schedule.cron).toBe('0 2 * * *');
    // The saved file and options come back, so the schedule form shows them and a new time keeps them (issue 55, point 25).
    expect(cmd.schedule.params).toEqual({ arguments: { file: 'nightly.csv' }, options: {} });
    await t.database.pool.query(`UPDATE command_schedules SET next_run_at = now() - interval '1 minute'`);
    await t.app.jobs.fireSchedules();
    const { rows } = await t.database.pool.query(`SELECT source FROM command_runs ORDER BY id DESC LIMIT 1`);
    expect(rows[0].source).toBe('schedule');
    expect((await post('/api/job/setSchedule', { name: 'import:products', cron: null }, admin)).statusCode).toBe(200);
  });
});
