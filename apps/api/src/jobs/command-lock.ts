import type pg from 'pg';

/**
 * One run per command at a time across processes: a session advisory lock on a connection of its own,
 * which PostgreSQL drops if this process dies. The connection never goes back to the pool while it might
 * still hold the lock: when taking or giving back the lock fails, the connection is destroyed instead
 * (closing the session releases its locks), so no later borrower inherits a lock it does not know about.
 */
export async function takeCommandLock(pool: Pick<pg.Pool, 'connect'>, name: string): Promise<() => Promise<void>> {
  const client = await pool.connect();
  const key = `portale_command:${name}`;
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext($1))`, [key]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  return async () => {
    try {
      await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [key]);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  };
}
