import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../lib/pg-error';

/** A free-text list query that runs longer than this is stopped (statement_timeout, local to its transaction). */
export const SEARCH_TIMEOUT_MS = 5_000;
const PG_QUERY_CANCELED = '57014';

/**
 * Runs a list's queries in the transaction its filter calls for:
 * - with free text, a statement timeout, because a very broad term over the admin's millions of rows is the one case
 *   the indexes cannot bound, and it must not hold a database connection for long (past the limit the caller gets an
 *   Italian 400); and plans made for the term's own values (a common word or a rare code);
 * - without free text or dates but scoped to agent codes (an agent, or the admin naming a code), the generic plans
 *   of the prepared statements (db/prepared-statements.ts): these queries start from the codes' own index ranges
 *   whatever the values, and PostgreSQL would otherwise plan them again on every call, because the generic plan of
 *   a `limit $n` looks costlier than it is. On L (32 connections) an agent's first and 500th pages cost PostgreSQL
 *   0.6 and 0.9 ms instead of 1.2 and 1.9;
 * - otherwise as they come: with dates the custom plan is cheap and the transaction's three round trips would cost
 *   more than they save (1,700 → 1,300 requests/s measured); for the admin over every code a generic plan of "the
 *   newest 20 of two million" expects to read a tenth of them and sorts them all (measured 50–400 ms a page).
 */
export async function runListQueries<T>(
  db: Db,
  f: { search: string; profileIds: readonly number[] | null; dateStart?: string; dateEnd?: string },
  run: (db: Db) => Promise<T>,
  timeoutMs = SEARCH_TIMEOUT_MS,
): Promise<T> {
  const genericPlans = f.profileIds !== null && !f.dateStart && !f.dateEnd;
  if (!f.search && !genericPlans) return run(db);
  if (!f.search) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
      return run(tx as unknown as Db);
    });
  }
  try {
    return await db.transaction(async (tx) => {
      // A term's selectivity decides the plan (a common word or a rare code), so each search is planned for its
      // own values, never with the generic plan a prepared statement may settle on (db/prepared-statements.ts).
      await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true), set_config('plan_cache_mode', 'force_custom_plan', true)`);
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
