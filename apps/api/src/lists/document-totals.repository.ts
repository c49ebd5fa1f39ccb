import { sql, type SQL } from 'drizzle-orm';
import { andAll, unseenIds } from './list-sql';
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
 * The totals rows of one list for a filter's profiles (0 = all profiles) and status, on the alias `t`. The profiles are
 * out of the planner's sight (unseenIds): seeing them, it planned the count at every call (0.13–0.19 ms of its 0.34–0.44
 * for an agent with 4 codes) for the plan it keeps anyway, the index of the totals read by kind and profile.
 */
function totalsScope(kind: number, f: TotalsFilter, t: SQL): SQL {
  return andAll([sql`${t}.kind = ${kind}`, sql`${t}.profile_id = any(${unseenIds(f.profileIds ?? [0])})`, f.statusId !== undefined ? sql`${t}.status_id = ${f.statusId}` : undefined]);
}

/**
 * The totals rows that cover a filter's dates exactly: whole months from the month rows (alias m), the partial
 * months at the edges of the range from the day rows (alias d). `columns` says what each row gives, for both.
 */
function coveringRows(kind: number, f: TotalsFilter, columns: { month: SQL; day: SQL }): SQL {
  const plan = totalsPlan(f.dateStart, f.dateEnd);
  const parts: SQL[] = [];
  if (plan.months) {
    parts.push(sql`select ${columns.month} from document_month_totals m where ${andAll([
      totalsScope(kind, f, sql`m`),
      plan.months.from ? sql`m.month >= ${plan.months.from}::date` : undefined,
      plan.months.toExclusive ? sql`m.month < ${plan.months.toExclusive}::date` : undefined,
    ])}`);
  }
  for (const range of plan.days) {
    parts.push(sql`select ${columns.day} from document_day_totals d where ${andAll([
      totalsScope(kind, f, sql`d`),
      range.from ? sql`d.day >= ${range.from}::date` : undefined,
      range.to ? sql`d.day <= ${range.to}::date` : undefined,
    ])}`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Exact count and sums for any profile/status/date filter from the trigger-maintained totals:
 * whole months from the month rows, edge days from the day rows (profile 0 = all profiles).
 * One row (n, total_net, total_vat), read beside a page (dated-page.ts).
 */
export function documentTotalsSql(kind: number, f: TotalsFilter): SQL {
  const rows = coveringRows(kind, f, { month: sql`m.doc_count, m.total_net, m.total`, day: sql`d.doc_count, d.total_net, d.total` });
  return sql`
    select coalesce(sum(doc_count), 0)::int as n, coalesce(sum(total_net), 0)::text as total_net,
           coalesce(sum(total) - sum(total_net), 0)::text as total_vat
      from (${rows}) t`;
}

/**
 * The day that row `offset` of a newest-first list falls on (`day`, a date) and how many of that day's rows come
 * before it in the list's order (`skip`), from the totals: months first, then the days of the chosen month, read from
 * the day rows' index as a range given by the chosen month. One row, none when the list has no row at that offset.
 * A deep page reads from that day on instead of passing over every newer row (lists/dated-page.ts): page 500 costs
 * what page 1 costs plus the rows of one day.
 */
export function seekDaySql(kind: number, f: TotalsFilter, offset: number): SQL {
  // Per month: the rows covering the dates, each counted in its month.
  const monthRows = coveringRows(kind, f, { month: sql`m.month, m.doc_count`, day: sql`date_trunc('month', d.day)::date, d.doc_count` });
  return sql`
    with chosen as (
      select r.month, r.before
        from (select month, n, sum(n) over (order by month desc) - n as before
                from (select month, sum(doc_count)::bigint as n from (${monthRows}) t(month, doc_count) group by month) m) r
       where r.before + r.n > ${offset}
       order by r.month desc limit 1)
    select r.day, (${offset} - c.before - r.before)::int as skip
      from chosen c cross join lateral (
        select day, n, sum(n) over (order by day desc) - n as before
          from (select d.day, sum(d.doc_count)::bigint as n from document_day_totals d
                 where ${andAll([
                   totalsScope(kind, f, sql`d`),
                   sql`d.day >= c.month and d.day < (c.month + interval '1 month')::date`,
                   f.dateStart ? sql`d.day >= ${f.dateStart}::date` : undefined,
                   f.dateEnd ? sql`d.day <= ${f.dateEnd}::date` : undefined,
                 ])}
                 group by d.day) days) r
     where r.before + r.n > ${offset} - c.before
     order by r.day desc limit 1`;
}
