import type { TVisit } from '@portale/contract/visits';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { boundedSearch } from '../../lists/bounded-search';
import { pagedOf } from '../../lists/list-paging';
import { listFilter, type ListInput } from '../../lists/list-scope.service';
import { countRows, offsetOf } from '../../lists/list-sql';
import { findVisitPage, visitsFromWhere, type VisitRow } from './visits-list.repository';

function toVisit(r: VisitRow): TVisit {
  return {
    id: r.id,
    date_visit: r.date_visit,
    notes: r.notes,
    user_id: r.user_id,
    profile_external_id: r.profile_external_id,
    customer: { customer_id: r.customer_id, customer_external_id: r.customer_external_id, company_name: r.customer_company_name },
  };
}

/** The visits list (POST visit/index): scoped like the document lists, count exact up to the limit. */
export async function profileVisits(
  db: Db,
  actor: Actor,
  input: ListInput,
) {
  const f = await listFilter(db, actor, input);
  const [rows, count] = await boundedSearch(db, f.search, (d) =>
    Promise.all([findVisitPage(d, f, offsetOf(input.page)), countRows(d, visitsFromWhere(f))]),
  );
  return { visits: pagedOf(rows.map(toVisit), count.total, input.page, count.estimate) };
}
