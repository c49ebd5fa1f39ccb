import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { createSecretBox } from '../lib/secret-box';
import { productFileKeys } from '../modules/product-files/product-files.service';
import { createDiskStorage } from '../storage/disk-storage';
import type { FileStorage } from '../storage/file-storage';
import { createTestApp, type TestContext } from '../test/test-app';
import { demoProductFiles } from './demo-product-files';
import { createRandom } from './italian-random';

let t: TestContext;
let filesRoot: string;
let files: FileStorage;

// A small catalogue of the demo's kind: the step draws what each description names.
const ITEMS = [
  ['AS-000001', 'Angelo in preghiera in bronzo anticato h 30 cm', 'G07'],
  ['CR-000002', 'Crocifisso in bronzo anticato h 30 cm', 'G06'],
  ['CO-000003', 'Cofano bombato in noce lucido L 200 cm', 'G01'],
  ['CO-000004', 'Cofano bombato in noce lucido L 190 cm', 'G01'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  files = createDiskStorage(filesRoot);
  await t.database.db.insert(products).values(ITEMS.map(([externalId, description, groupCode]) => ({ externalId, description, groupCode, vatRate: '22', weight: '1' })));
  await demoProductFiles.run({
    database: t.database,
    db: t.database.db,
    secrets: createSecretBox('demo-product-files-test-secret-0123456'),
    files,
    rng: createRandom(1),
    ids: {},
    scale: 1,
    today: '2026-06-30',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(filesRoot, { recursive: true, force: true });
});

describe('demo product files', () => {
  it('stores a picture of each product, drawn as what it is: the angel is not the crucifix', async () => {
    const [angel, cross, coffin200, coffin190] = await Promise.all(ITEMS.map(([code]) => files.get(productFileKeys.image(code))));
    for (const png of [angel, cross, coffin200, coffin190]) expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(angel!.equals(cross!)).toBe(false);
    // Two sizes of the same coffin look the same.
    expect(coffin200!.equals(coffin190!)).toBe(true);
  });

  it('keeps a picture per family for products without their own, and a technical sheet for some', async () => {
    expect(await files.exists(productFileKeys.groupImage('G01'))).toBe(true);
    const sheets = await Promise.all(ITEMS.map(([code]) => files.exists(productFileKeys.sheet(code))));
    expect(sheets.filter(Boolean).length).toBeGreaterThan(0);
  });
});
