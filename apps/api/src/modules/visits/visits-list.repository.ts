import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, matchingCustomerIds, pageIdsSql, scopeWhere, searchPatterns } from '../../lists/list-sql';

export interface VisitFilter {
  profileIds: number[] | null;
  dateStart?: string;
  dateEnd?: string;
  search: string;
}

export type VisitRow = {
  id: number;
  date_visit: string;
  notes: string;
  user_id: number | null;
  profile_external_id: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
};

/** Notes (trigram index) or the customer's name/code/VAT number. */
function visitSearch(term: string): SQL | undefined {
  if (!term) return undefined;
  const p = searchPatterns(term);
  return sql`(v.notes ilike ${p.ilike} or v.customer_id = any(${matchingCustomerIds(p.folded)}))`;
}

export function visitsFromWhere(f: VisitFilter, scope: { pid: SQL } | null = null): SQL {
  return sql`from visits v where ${andAll([
    scope ? sql`v.profile_id = ${scope.pid}` : scopeWhere(sql`v.profile_id`, f.profileIds),
    f.dateStart ? sql`v.date_visit >= ${f.dateStart}::date` : undefined,
    f.dateEnd ? sql`v.date_visit <= ${f.dateEnd}::date` : undefined,
    visitSearch(f.search),
  ])}`;
}

/** Newest visits first; ids from the (profile_id, date_visit, id) index, then the 20 rows joined. */
export async function findVisitPage(db: Db, f: VisitFilter, offset: number): Promise<VisitRow[]> {
  const { rows } = await db.execute<VisitRow>(sql`
    with page as (${pageIdsSql({
      profileIds: f.profileIds,
      perProfile: !f.search,
      select: (scope, limit, off) => sql`select v.id, v.date_visit ${visitsFromWhere(f, scope)}
        order by v.date_visit desc, v.id desc limit ${limit} offset ${off}`,
      mergeOrder: sql`x.date_visit desc, x.id desc`,
      offset,
    })})
    select v.id, v.date_visit, v.notes, v.user_id, p.external_id as profile_external_id,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join visits v on v.id = page.id
      join profiles p on p.id = v.profile_id
      join customers c on c.id = v.customer_id
     order by v.date_visit desc, v.id desc`);
  return rows;
}
