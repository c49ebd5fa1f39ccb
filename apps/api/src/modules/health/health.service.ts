import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from './health.repository';

/** A readiness probe must answer fast even when the database hangs: give up after this. */
const PING_TIMEOUT_MS = 2_000;

/** Ready when the database answers within the timeout; otherwise 503 SERVICE_UNAVAILABLE with Retry-After. */
export async function readiness(database: Database): Promise<{ status: 'ok'; database: 'ok' }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(AppError.unavailable()), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(database), timeout]);
  } catch {
    throw AppError.unavailable();
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: 'ok' };
}
