import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { takeCommandLock } from './command-lock';
import * as runs from './runs.repository';

/** A pooled connection whose lock or unlock query can be made to fail. */
function fakePool(fail: { lock?: boolean; unlock?: boolean }) {
  const release = vi.fn();
  const client = {
    release,
    query: vi.fn(async (sql: string) => {
      if (sql.includes('pg_advisory_lock(') && fail.lock) throw new Error('lock failed');
      if (sql.includes('pg_advisory_unlock(') && fail.unlock) throw new Error('unlock failed');
      return { rows: [] };
    }),
  };
  return { pool: { connect: async () => client } as never, release };
}

// Issue 20: the job engine on PostgreSQL never leaks a connection nor hands back one that may hold the lock.
describe('takeCommandLock', () => {
  it('gives the connection back after a normal unlock', async () => {
    const { pool, release } = fakePool({});
    const unlock = await takeCommandLock(pool, 'import:products');
    await unlock();
    expect(release).toHaveBeenCalledExactlyOnceWith();
  });

  it('destroys the connection when taking the lock fails, and says so', async () => {
    const { pool, release } = fakePool({ lock: true });
    await expect(takeCommandLock(pool, 'import:products')).rejects.toThrow('lock failed');
    expect(release).toHaveBeenCalledExactlyOnceWith(expect.any(Error));
  });

  it('destroys the connection when the unlock fails (closing the session drops the lock)', async () => {
    const { pool, release } = fakePool({ unlock: true });
    const unlock = await takeCommandLock(pool, 'import:products');
    await unlock();
    expect(release).toHaveBeenCalledExactlyOnceWith(expect.any(Error));
  });
});

describe('run states', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a run the sweeper marked interrupted never becomes completed afterwards', async () => {
    const pool = t.database.pool;
    const id = await runs.insertRun(pool, 'import:products', { arguments: {}, options: {} }, null, null);
    expect(await runs.markStarted(pool, id, 'worker-a')).toBe(true);
    await runs.markInterrupted(pool, { all: true, staleSeconds: 0, name: 'import:products' });
    expect(await runs.markFinished(pool, id, { completed: true, output: { message: 'fatto' }, error: null })).toBe(false);
    expect((await runs.findRun(pool, id))!.status).toBe('interrupted');
  });

  it('a started run is finished once', async () => {
    const pool = t.database.pool;
    const id = await runs.insertRun(pool, 'import:products', { arguments: {}, options: {} }, null, null);
    await runs.markStarted(pool, id, 'worker-a');
    expect(await runs.markFinished(pool, id, { completed: true, output: { message: 'fatto' }, error: null })).toBe(true);
    expect(await runs.markFinished(pool, id, { completed: false, output: null, error: 'di nuovo' })).toBe(false);
    expect((await runs.findRun(pool, id))!.status).toBe('completed');
  });
});
