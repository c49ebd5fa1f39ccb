import { LIST_PAGE_SIZE } from '@portale/contract/lists';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flatSql } from '../db/flat-sql';
import { PLANNED_EACH_TIME } from '../db/prepared-statements';
import { containsPattern } from '../lib/search';

/** Spec: page size is the server's choice; 20 rows keeps a tablet screen readable. */
export const PER_PAGE = LIST_PAGE_SIZE;
/** Up to this many matching ordered lines the count is exact; above it an estimate (flagged). */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The literals of frozen id lists (kept reads: lists/kept-reads.ts), which do not change: a search's matching
 * customers ('rossi': 1,276 ids) are written into several statements of every request, and building their text was
 * 3 % of the API's time on that search.
 */
const frozenLiterals = new WeakMap<readonly number[], string>();

/** An int[] literal from ids (integers only, so no quoting issue), portable to PGlite and pg. */
export function intArray(ids: readonly number[]): SQL {
  let literal = frozenLiterals.get(ids);
  if (literal === undefined) {
    literal = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
    if (Object.isFrozen(ids)) frozenLiterals.set(ids, literal);
  }
  return sql`${literal}::int[]`;
}

/**
 * `column = any(ids)`, or nothing when every profile is reachable (admin). One profile is written as
 * `column = id` so the planner can read that profile's index range in list order.
 */
export function scopeWhere(column: SQL, profileIds: readonly number[] | null): SQL | undefined {
  if (profileIds === null) return undefined;
  if (profileIds.length === 1) return sql`${column} = ${Math.trunc(profileIds[0])}`;
  return sql`${column} = any(${intArray(profileIds)})`;
}

/**
 * `limit n offset m` written as constants. With a parameter in either, the generic plan of a prepared statement
 * (db/prepared-statements.ts) looks costlier to PostgreSQL than it is (it expects to read a tenth of the rows), so a
 * list was planned again on every call; with constants PostgreSQL keeps the generic plan after five calls, for an
 * agent's codes as for the admin's newest 20 of two million (1.2–2.6 ms of planning a page, then none). Each page
 * number is then a statement of its own: few are visited. The values are integers the server computed.
 */
export function limitOffset(limit: number, offset = 0): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new Error(`bad page bounds ${limit} ${offset}`);
  return sql.raw(offset ? `limit ${limit} offset ${offset}` : `limit ${limit}`);
}

/**
 * The rows before a page: a number the server computed, or an expression of the page's statement (a deep page's skip
 * within the day its statement seeks: lists/dated-page.ts).
 */
export type PageOffset = number | SQL;

/** `limit <limit> offset <offset>`; a number offset is written as a constant (limitOffset). */
export function pageBounds(limit: number, offset: PageOffset): SQL {
  return typeof offset === 'number' ? limitOffset(limit, offset) : sql`${limitOffset(limit)} offset ${offset}`;
}

/** `limit <offset + limit>`: the rows a page's branch or sub-select needs to hold the page. */
export function boundsThrough(limit: number, offset: PageOffset): SQL {
  return typeof offset === 'number' ? limitOffset(offset + limit) : sql`limit ${offset} + ${sql.raw(String(Math.trunc(limit)))}`;
}

export interface PageIdsQuery {
  profileIds: number[] | null;
  /**
   * "select <alias>.id, <sort columns> from … where <scope> and … order by … <bounds>" (bounds: limitOffset); the scope
   * is `onlyProfile` when given (one branch of a merge), otherwise the filter's own profiles.
   */
  select: (onlyProfile: number | undefined, bounds: SQL) => SQL;
  /** The list order over the selected columns, as `x.<column>`. */
  mergeOrder: SQL;
  offset: PageOffset;
}

/**
 * The ids of one page. For an agent with several profiles, each profile's rows are read in list order from its own
 * index range and merged as they come (Merge Append), so a page reads about offset + 20 entries in all; otherwise one
 * ordered scan. One branch per profile, the profile a parameter: PostgreSQL keeps one plan per number of profiles.
 * The branches were once a lateral join over the profiles (`unnest … cross join lateral … limit offset + 20`), which
 * read offset + 20 entries of every profile and sorted them all: a deep page of an agent with 4 codes read 928 index
 * entries for 20 rows (ordered products, page 500: 1.0 ms of PostgreSQL in pgbench, 0.19–0.27 ms merged).
 */
export function pageIdsSql(q: PageIdsQuery): SQL {
  if (q.profileIds !== null && q.profileIds.length > 1) {
    // Each branch keeps its own bound (offset + 20): the merge never needs more of one profile.
    const branches = q.profileIds.map((pid) => sql`(${q.select(pid, boundsThrough(PER_PAGE, q.offset))})`);
    return sql`select x.id from (${sql.join(branches, sql` union all `)}) x order by ${q.mergeOrder} ${pageBounds(PER_PAGE, q.offset)}`;
  }
  return q.select(undefined, pageBounds(PER_PAGE, q.offset));
}

/**
 * A statement PostgreSQL plans for its own values at every call, never by a generic plan (db/prepared-statements.ts):
 * for what free text decides, e.g. walking the date index for a common word or reading a customer's rows for a code.
 */
export function plannedEachTime(query: SQL): SQL {
  return sql`${sql.raw(PLANNED_EACH_TIME)} ${query}`;
}

/**
 * A term's pattern the planner does not look at: a sub-select, computed once when the statement runs. A statement
 * that passes over every match (a count, sums) reads the same indexes whatever the term; with its values out of sight
 * its custom and generic plans cost alike, and PostgreSQL keeps the generic one after five calls instead of planning
 * the statement for every term (0.3 ms of a code search's 2 on the orders, 1.3 of 1.7 on the ordered products' count).
 */
export function unseenText(value: string): SQL {
  return sql`(select ${value}::text)`;
}

/**
 * Ids read as one comma-separated text (`idsText` in the select, `parseIds` on the answer): node-postgres parses an
 * int[] character by character (1,276 ids: ~1 ms of the API's CPU, a tenth of such a request), a split is a fraction.
 */
export function idsText(id: SQL): SQL {
  return sql`coalesce(string_agg(${id}::text, ','), '')`;
}

export function parseIds(text: string): number[] {
  return text ? text.split(',').map(Number) : [];
}

/** Ids the planner does not look at, for `column = any(…)` (see unseenText): planning a thousand constants costs. */
export function unseenIds(ids: readonly number[]): SQL {
  return sql`array(select unnest(${intArray(ids)}))`;
}

/** One page of a list, as SQL: read by readPage, or without free text together with the list's totals (dated-page.ts). */
export interface PageQuery {
  /** "select id …": the page's ids in list order. */
  ids: SQL;
  /** Its rows, with their `id`, selected from `page(id)` in list order. */
  rows: SQL;
  /** The list order on the columns of `rows`, as `x.<column>`. */
  rowsOrder: SQL;
  /**
   * A search page whose ids plan alike whatever the term (its matches already resolved to ids): read in one statement
   * with the rows, with a generic plan, instead of planned each time in one of their own (readPage).
   */
  idsAnyTerm?: boolean;
}

/**
 * The rows of one page: `rows` selects them from `page(id)`, the page's ids (`ids`), in list order. Without free text
 * (or ids that plan alike for any term: PageQuery.idsAnyTerm) one statement, whose generic plan PostgreSQL keeps (the
 * dated lists add their totals to it: dated-page.ts). With `planIdsForTerm`, the ids are planned for the term at every
 * call (plannedEachTime) in a statement of their own, and the rows follow by id with a generic plan: planned each time
 * with the ids, the joins of the rows were half the planning of a search's page (0.3 of 0.55 ms), more than the round
 * trip this costs.
 */
export async function readPage<R extends Record<string, unknown>>(db: Db, planIdsForTerm: boolean, ids: SQL, rows: SQL): Promise<R[]> {
  const rowsOf = async (page: SQL) => (await db.execute<R>(flatSql(sql`with page as (${page}) ${rows}`))).rows as R[];
  if (!planIdsForTerm) return rowsOf(ids);
  const found = await readPageIds(db, ids);
  return found.length ? rowsOf(idsPage(found)) : [];
}

/** A search page's ids ("select id …"), planned for the term (plannedEachTime), read on their own. */
export async function readPageIds(db: Db, ids: SQL): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(flatSql(plannedEachTime(ids)));
  return rows.map((r) => r.id);
}

/** "select id …" of known ids, in their order: a page read by readPageIds, for its rows' statement. */
export function idsPage(ids: readonly number[]): SQL {
  return sql`select unnest(${intArray(ids)}) as id`;
}

export function andAll(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** Lower-cased, accent-free search term, as the search_text columns store text. */
export function foldTerm(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** ILIKE pattern for document codes and the folded LIKE pattern for search_text columns. */
export function searchPatterns(term: string) {
  return { ilike: containsPattern(term), folded: containsPattern(foldTerm(term)) };
}

/** The planner's row estimate for `fromWhere` (statistics only; nothing is read). */
export async function estimatedCount(db: Db, fromWhere: SQL): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    sql`explain (format json) select 1 ${fromWhere}`,
  );
  const raw = rows[0]['QUERY PLAN'];
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return Math.round(plan[0].Plan['Plan Rows']);
}

export function offsetOf(page: number): number {
  return (page - 1) * PER_PAGE;
}
