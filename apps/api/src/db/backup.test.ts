import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createOrder } from '../test/document-fixtures';
import { createCustomer, createProfile } from '../test/fixtures';
import { backupEmbedded, restoreEmbedded } from './backup';
import { openConfiguredDatabase } from './open-configured';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-backup-'));
const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, APP_SECRET: 'test-secret-test-secret-test-secret-1234' });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const orderCodes = async () => {
  const database = await openConfiguredDatabase(config);
  try {
    return (await database.pool.query<{ code: string }>('select code from orders order by code')).rows.map((r) => r.code);
  } finally {
    await database.close();
  }
};

describe.skipIf(process.env.DB_BACKEND === 'postgres')('embedded database backup', () => {
  it('restores a backup and finds the same orders (later ones gone, the replaced database kept aside)', async () => {
    const database = await openConfiguredDatabase(config);
    const profile = await createProfile(database, 'B001');
    const customer = await createCustomer(database, { externalId: 'CB1', profileIds: [profile.id] });
    const order = (code: string) => createOrder(database, { code, profileId: profile.id, customerId: customer.id, issueDate: '2026-03-01', totalNet: '100.00', total: '122.00' });
    await order('ORD-1');
    await order('ORD-2');
    // While the database is open (a running server), a backup refuses instead of reading a live folder.
    await expect(backupEmbedded(config, path.join(dir, 'x.tar.gz'))).rejects.toThrow(/già in uso/);
    await database.close();

    const file = path.join(dir, 'backups', 'copia.tar.gz');
    const { bytes } = await backupEmbedded(config, file);
    expect(bytes).toBeGreaterThan(1000);

    const after = await openConfiguredDatabase(config);
    await createOrder(after, { code: 'ORD-3', profileId: profile.id, customerId: customer.id, issueDate: '2026-03-02', totalNet: '1.00', total: '1.22' });
    await after.close();
    expect(await orderCodes()).toEqual(['ORD-1', 'ORD-2', 'ORD-3']);

    const { keptAside } = await restoreEmbedded(config, file);
    expect(await orderCodes()).toEqual(['ORD-1', 'ORD-2']);
    expect(keptAside && fs.existsSync(keptAside)).toBeTruthy();
  }, 120_000);
});
