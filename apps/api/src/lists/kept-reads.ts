import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/** The tables whose writes `table_writes` versions (migration 0034). */
const VERSIONED_TABLES = ['customers', 'products'] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

interface Kept {
  version: string;
  value: unknown;
  size: number;
}

/**
 * The last reads kept in this process, at most 5,000 (keys are terms of up to 200 characters) weighing at most 500,000
 * (ids: a few MB). Each is used only while its table's version is still the one it was read at, so it never answers
 * anything a fresh read would not.
 */
const kept = new LRUCache<string, Kept>({ max: 5_000, maxSize: 500_000, sizeCalculation: (k) => k.size });

export interface KeptRead<T, R> {
  /** What is read, as one scalar sub-query (e.g. a json value). */
  read: SQL;
  /** The answer from the sub-query's value; kept frozen, so callers must not change it. */
  parse: (raw: R) => T;
  /** Its weight in the cache (e.g. 1 + its ids). */
  size: (value: T) => number;
  /** The statement as sent (e.g. list-sql.ts plannedEachTime). */
  statement?: (query: SQL) => SQL;
}

/** A table's version: the sum of its write marks (a few dozen rows, whose plan PostgreSQL keeps). */
function versionSql(table: VersionedTable): SQL {
  return sql`(select coalesce(sum(w.mark), 0)::text from table_writes w where w.table_name = ${table})`;
}

/** Every versioned table's version, one column each. */
function everyVersionSql(): SQL {
  return sql`select ${sql.join(
    VERSIONED_TABLES.map((name) => sql`${versionSql(name)} as ${sql.raw(name)}`),
    sql`, `,
  )}`;
}

/**
 * The versions of the versioned tables for one request, read together in one statement when first asked: a search of
 * the ordered products keeps reads of both customers and products, and a statement of its own for each version cost
 * the API a round trip.
 */
export class TableVersions {
  private read?: Promise<Record<VersionedTable, string>>;

  constructor(private readonly db: Db) {}

  of(table: VersionedTable): Promise<string> {
    this.read ??= this.db.execute<Record<VersionedTable, string>>(everyVersionSql()).then(({ rows }) => rows[0]);
    return this.read.then((versions) => versions[table]);
  }
}

/**
 * `read` on `table`, kept per `key` under the table's version. A known key costs the version (`versions`, one small
 * statement per request); a new or outdated one reads the version and `read` together (one snapshot, so the version
 * kept is never newer than what was read). Written tables (an import, an order moving its customer's totals) are read
 * again.
 */
export async function keptRead<T, R>(db: Db, table: VersionedTable, key: string, r: KeptRead<T, R>, versions = new TableVersions(db)): Promise<T> {
  const cacheKey = `${table}\n${key}`;
  const known = kept.get(cacheKey);
  if (known && (await versions.of(table)) === known.version) return known.value as T;
  const query = sql`select ${versionSql(table)} as version, (${r.read}) as value`;
  const { rows } = await db.execute<{ version: string; value: R }>(r.statement ? r.statement(query) : query);
  const answer = deepFreeze(r.parse(rows[0].value));
  kept.set(cacheKey, { version: rows[0].version, value: answer, size: r.size(answer) });
  return answer;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
