/** A free-text list query that runs longer than this is stopped (lists/list-queries.ts turns it into an Italian 400). */
export const SEARCH_TIMEOUT_MS = 5_000;

/**
 * The session settings a free-text search runs with:
 * - a statement timeout, because a very broad term over the admin's millions of rows is the one case the indexes
 *   cannot bound, and it must not hold a database connection for long;
 * - the joins planned in the order the queries write them (its 20 rows first, then each row's customer, profile,
 *   product…): searching every order of six tables cost ~1 ms of its 2 ms planning.
 */
export function searchSettings(timeoutMs: number): Record<string, string> {
  return { statement_timeout: String(Math.trunc(timeoutMs)), join_collapse_limit: '1', from_collapse_limit: '1' };
}

/** The settings as a connection's startup `options` ("-c name=value …"), for connections opened for searches. */
export function searchStartupOptions(): string {
  return Object.entries(searchSettings(SEARCH_TIMEOUT_MS))
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}
