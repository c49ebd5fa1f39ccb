import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Distinct statements one connection prepares at most. The app's fixed queries are a few hundred; a text that
 * varies (an IN list of a different length) would otherwise add a statement per variant for the connection's life.
 */
const MAX_PER_CONNECTION = 500;
/** Longer texts are generated, rarely repeated statements (bulk inserts): not worth keeping a plan for. */
const MAX_TEXT_LENGTH = 20_000;

/**
 * A read without parameters (e.g. the admin's first page of a list, its bounds written as constants): prepared too,
 * while `begin`, `commit` and DDL are not; nor is a text with a `;`, which may hold several statements.
 */
const SINGLE_READ = /^\s*\(?\s*(select|with)\b[^;]*$/i;

/**
 * A text starting with this is never prepared, so PostgreSQL plans it for its values at every call (an unnamed
 * statement gets no generic plan): a list's page under free text, whose best plan depends on how common the term is
 * (lists/list-sql.ts, plannedEachTime).
 */
export const PLANNED_EACH_TIME = '/* planned each time */';

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

/**
 * A node-postgres client that runs every parameterised query as a named prepared statement, as pgJDBC and the
 * `postgres` driver do by default: PostgreSQL parses each text once per connection and, once it has seen a few
 * executions, may keep a generic plan. For the portal's short index reads planning is most of the server's work
 * (a briefing query: 0.2–1.1 ms of planning for 0.06–0.4 ms of execution), so this is where its CPU goes down.
 *
 * Not for a transaction-mode pooler (PgBouncer 1.18 sends the next statement to any server connection, where the
 * name does not exist): db/client.ts uses it only on direct connections.
 */
export class PreparingClient extends pg.Client {
  private prepared = 0;

  // pg's overloads (text, config, Submittable; promise or callback) are passed through unchanged.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (this.shouldPrepare(config, values)) {
      const text = (config as { text: string }).text;
      const name = nameOf(text);
      const known = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name];
      if (known !== undefined || this.prepared < MAX_PER_CONNECTION) {
        if (known === undefined) this.prepared++;
        args[0] = { ...(config as object), name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  private shouldPrepare(config: unknown, values: unknown): boolean {
    if (typeof config !== 'object' || config === null) return false;
    const c = config as QueryConfigLike;
    if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function') return false;
    if (c.text.startsWith(PLANNED_EACH_TIME)) return false;
    const params = Array.isArray(values) ? values : c.values;
    const parameterised = Array.isArray(params) && params.length > 0;
    return (parameterised || SINGLE_READ.test(c.text)) && c.text.length <= MAX_TEXT_LENGTH;
  }
}
