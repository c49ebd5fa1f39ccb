import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../lib/pg-error';

/** A free-text list query that runs longer than this is stopped (statement_timeout, local to its transaction). */
export const SEARCH_TIMEOUT_MS = 5_000;
const PG_QUERY_CANCELED = '57014';

/**
 * Runs a list's queries; with free text in a transaction that sets:
 * - a statement timeout, because a very broad term over the admin's millions of rows is the one case the indexes
 *   cannot bound, and it must not hold a database connection for long (past the limit the caller gets an Italian 400);
 * - plans made for the term's own values (a common word or a rare code), never the generic plan a prepared statement
 *   may settle on (db/prepared-statements.ts), with the joins in the order the queries write them.
 * Without free text the queries run as they come: their page bounds are constants (list-sql.ts, limitOffset), so
 * PostgreSQL keeps a generic plan of them after a few calls by itself. It was forced before in a transaction of its
 * own for an agent's codes, whose three more round trips cost more than planning on a machine where a round trip
 * costs ~0.35 ms of the API's CPU (measured in docs/PERFORMANCE.md).
 */
export async function runListQueries<T>(
  db: Db,
  f: { search: string },
  run: (db: Db) => Promise<T>,
  timeoutMs = SEARCH_TIMEOUT_MS,
): Promise<T> {
  if (!f.search) return run(db);
  // Planned every time, a page's joins are planned in the order written (its 20 rows first, then each row's
  // customer, profile, product…): searching every order of six tables cost ~1 ms of its 2 ms planning.
  const settings = [
    `set_config('statement_timeout', '${Math.trunc(timeoutMs)}', true)`,
    `set_config('plan_cache_mode', 'force_custom_plan', true)`,
    `set_config('join_collapse_limit', '1', true)`,
    `set_config('from_collapse_limit', '1', true)`,
  ];
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  let broken: Error | undefined;
  try {
    // `begin` and the settings in one round trip (a simple query may hold several statements): a round trip costs
    // the API ~0.35 ms of CPU here, and a search made seven.
    await client.query(`begin; select ${settings.join(', ')}`).catch((err: Error) => {
      broken = err;
      throw err;
    });
    try {
      // The repositories only call execute(), which a drizzle instance on the client has with the same signature.
      const result = await run(drizzle(client) as unknown as Db);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw err;
    }
  } catch (err) {
    if (pgErrorCode(err) === PG_QUERY_CANCELED) {
      throw AppError.badRequest('La ricerca è troppo ampia: indicare un intervallo di date, un codice agente o un termine più preciso');
    }
    throw err;
  } finally {
    client.release(broken);
  }
}
