import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { searchDbOf, type Db } from '../db/client';
import { SEARCH_TIMEOUT_MS, searchSettings } from '../db/search-session';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../lib/pg-error';

const PG_QUERY_CANCELED = '57014';

/**
 * Runs a list's queries; with free text under the search's settings (db/search-session.ts: a statement timeout, past
 * which the caller gets an Italian 400, and the joins in the order written):
 * - on the connections of the database's search pool, which start with them (db/client.ts, searchDbOf): no
 *   transaction, no extra round trip;
 * - otherwise (PGlite, a transaction pooler, a limit other than the pool's) in a transaction that sets them locally:
 *   `begin` and the settings in one round trip, `commit` in another.
 * The statements whose plan depends on how common the term is (a page's ids) say so themselves (list-sql.ts,
 * plannedEachTime); the rest (the page's rows by id, the count and sums) keep a generic plan like any other query.
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
  const searchDb = timeoutMs === SEARCH_TIMEOUT_MS ? searchDbOf(db) : undefined;
  try {
    return await (searchDb ? run(searchDb) : inSearchTransaction(db, run, timeoutMs));
  } catch (err) {
    if (pgErrorCode(err) === PG_QUERY_CANCELED) {
      throw AppError.badRequest('La ricerca è troppo ampia: indicare un intervallo di date, un codice agente o un termine più preciso');
    }
    throw err;
  }
}

/** `run` on one connection, in a transaction that sets the search's settings for itself. */
async function inSearchTransaction<T>(db: Db, run: (db: Db) => Promise<T>, timeoutMs: number): Promise<T> {
  const settings = Object.entries(searchSettings(timeoutMs)).map(([name, value]) => `set_config('${name}', '${value}', true)`);
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  let broken: Error | undefined;
  try {
    // A simple query may hold several statements: `begin` and the settings in one round trip.
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
  } finally {
    client.release(broken);
  }
}
