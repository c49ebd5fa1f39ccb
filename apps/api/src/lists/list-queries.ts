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
 * - the joins in the order the queries write them.
 * The statements whose plan depends on how common the term is (a page's ids) say so themselves (list-sql.ts,
 * plannedEachTime); the rest (the page's rows by id, the count and sums) keep a generic plan like any other query.
 * All were planned at every call before (plan_cache_mode): the page and its totals, 1.3 of the 2.4 ms PostgreSQL spent
 * on the admin's orders searched by a customer code (statement log, 8 clients; docs/PERFORMANCE.md).
 * Without free text the queries run as they come: their page bounds are constants (list-sql.ts, limitOffset), so
 * PostgreSQL keeps a generic plan of them after a few calls by itself.
 */
export async function runListQueries<T>(
  db: Db,
  f: { search: string },
  run: (db: Db) => Promise<T>,
  timeoutMs = SEARCH_TIMEOUT_MS,
): Promise<T> {
  if (!f.search) return run(db);
  // A page's joins are planned in the order written (its 20 rows first, then each row's customer, profile,
  // product…): searching every order of six tables cost ~1 ms of its 2 ms planning.
  const settings = [
    `set_config('statement_timeout', '${Math.trunc(timeoutMs)}', true)`,
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
