import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsDataDir } from '../test/job-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 54, point 8: the ERP can drop its files in DATA_DIR/import from the first start, as INTEGRATION.md says.
let t: TestContext;
const dataDir = jobsDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the commands process at start', () => {
  it('creates the import and export folders', () => {
    expect(fs.existsSync(t.app.config.jobs.importDir)).toBe(true);
    expect(fs.existsSync(t.app.config.jobs.exportDir)).toBe(true);
    expect(t.app.config.jobs.importDir.startsWith(dataDir)).toBe(true);
  });
});
