import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { andAll, intArray } from './list-sql';
import { totalsPlan } from './totals-range';

export type Totals = { n: number; total_net: string; total_vat: string };

export const TOTALS_KIND = { orders: 1, invoices: 2 } as const;

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
