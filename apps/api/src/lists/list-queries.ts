import { sql } from 'drizzle-orm';
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
  try {
    return await db.transaction(async (tx) => {
      // A term's selectivity decides the plan (a common word or a rare code), so each search is planned for its
      // own values, never with the generic plan a prepared statement may settle on (db/prepared-statements.ts).
      // Planned every time, a page's joins are planned in the order written (its 20 rows first, then each row's
      // customer, profile, product…): searching every order of six tables cost ~1 ms a call of the 2 ms planning.
      await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true), set_config('plan_cache_mode', 'force_custom_plan', true),
        set_config('join_collapse_limit', '1', true), set_config('from_collapse_limit', '1', true)`);
      // The repositories only call execute(), which the transaction has with the same signature.
      return run(tx as unknown as Db);
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_QUERY_CANCELED) {
      throw AppError.badRequest('La ricerca è troppo ampia: indicare un intervallo di date, un codice agente o un termine più preciso');
    }
    throw err;
  }
}
