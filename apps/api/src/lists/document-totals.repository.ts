import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { andAll, intArray } from './list-sql';
import { totalsPlan } from './totals-range';

export type Totals = { n: number; total_net: string; total_vat: string };

/** The lists kept in the day and month totals; DDT, visits and order lines are counted only (no amounts). */
export const TOTALS_KIND = { orders: 1, invoices: 2, shippingDocuments: 3, visits: 4, orderedItems: 5 } as const;

export interface TotalsFilter {
  profileIds: number[] | null;
  statusId?: number;
  dateStart?: string;
  dateEnd?: string;
}

/**
 * Exact count and sums for any profile/status/date filter from the trigger-maintained totals:
 * whole months from the month rows, edge days from the day rows (profile 0 = all profiles).
 */
export async function documentTotals(db: Db, kind: number, f: TotalsFilter): Promise<Totals> {
  const plan = totalsPlan(f.dateStart, f.dateEnd);
  const common = (table: SQL) =>
    andAll([sql`${table}.kind = ${kind}`, sql`${table}.profile_id = any(${intArray(f.profileIds ?? [0])})`, f.statusId !== undefined ? sql`${table}.status_id = ${f.statusId}` : undefined]);
  const parts: SQL[] = [];
  if (plan.months) {
    parts.push(sql`select doc_count, total_net, total from document_month_totals m where ${andAll([
      common(sql`m`),
      plan.months.from ? sql`m.month >= ${plan.months.from}::date` : undefined,
      plan.months.toExclusive ? sql`m.month < ${plan.months.toExclusive}::date` : undefined,
    ])}`);
  }
  for (const range of plan.days) {
    parts.push(sql`select doc_count, total_net, total from document_day_totals d where ${andAll([
      common(sql`d`),
      range.from ? sql`d.day >= ${range.from}::date` : undefined,
      range.to ? sql`d.day <= ${range.to}::date` : undefined,
    ])}`);
  }
  const { rows } = await db.execute<Totals>(sql`
    select coalesce(sum(doc_count), 0)::int as n, coalesce(sum(total_net), 0)::text as total_net,
           coalesce(sum(total) - sum(total_net), 0)::text as total_vat
      from (${sql.join(parts, sql` union all `)}) t`);
  return rows[0];
}

/** Where a list row is, counted from the newest: on `day`, after `skip` rows of that day in the list's order. */
export interface DaySeek {
  day: string;
  skip: number;
}

/**
 * Finds the day that row `offset` of a newest-first list falls on, from the totals (months first, then the days of
 * the chosen month), so that a deep page reads from that day on instead of passing over every newer row: page 500
 * costs what page 1 costs plus the rows of one day. Null when the list has no row at that offset.
 */
export async function seekDay(db: Db, kind: number, f: TotalsFilter, offset: number): Promise<DaySeek | null> {
  const plan = totalsPlan(f.dateStart, f.dateEnd);
  const common = (table: SQL) =>
    andAll([sql`${table}.kind = ${kind}`, sql`${table}.profile_id = any(${intArray(f.profileIds ?? [0])})`, f.statusId !== undefined ? sql`${table}.status_id = ${f.statusId}` : undefined]);
  // Per month: whole months from the month rows, the partial months at the edges of a date filter from the day rows.
  const parts: SQL[] = [];
  if (plan.months) {
    parts.push(sql`select m.month, m.doc_count from document_month_totals m where ${andAll([
      common(sql`m`),
      plan.months.from ? sql`m.month >= ${plan.months.from}::date` : undefined,
      plan.months.toExclusive ? sql`m.month < ${plan.months.toExclusive}::date` : undefined,
    ])}`);
  }
  for (const range of plan.days) {
    parts.push(sql`select date_trunc('month', d.day)::date, d.doc_count from document_day_totals d where ${andAll([
      common(sql`d`),
      range.from ? sql`d.day >= ${range.from}::date` : undefined,
      range.to ? sql`d.day <= ${range.to}::date` : undefined,
    ])}`);
  }
  // Two statements, so that the chosen month reaches the day rows' index as a constant range.
  const month = (
    await db.execute<{ month: string; before: number }>(sql`
      select r.month::text as month, r.before::int as before
        from (select month, n, sum(n) over (order by month desc) - n as before
                from (select month, sum(doc_count)::bigint as n from (${sql.join(parts, sql` union all `)}) t(month, doc_count) group by month) m) r
       where r.before + r.n > ${offset}
       order by r.month desc limit 1`)
  ).rows[0];
  if (!month) return null;
  const { rows } = await db.execute<{ day: string; skip: number }>(sql`
    select r.day::text as day, (${offset - month.before} - r.before)::int as skip
      from (select day, n, sum(n) over (order by day desc) - n as before
              from (select d.day, sum(d.doc_count)::bigint as n from document_day_totals d
                     where ${andAll([
                       common(sql`d`),
                       sql`d.day >= ${month.month}::date and d.day < (${month.month}::date + interval '1 month')::date`,
                       f.dateStart ? sql`d.day >= ${f.dateStart}::date` : undefined,
                       f.dateEnd ? sql`d.day <= ${f.dateEnd}::date` : undefined,
                     ])}
                     group by d.day) days) r
     where r.before + r.n > ${offset - month.before}
     order by r.day desc limit 1`);
  return rows[0] ?? null;
}
