import type { TVisit } from '@portale/contract/visits';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { runListQueries } from '../../lists/list-queries';
import { pagedOf } from '../../lists/list-paging';
import { listFilter, type ListInput } from '../../lists/list-scope.service';
import { datedPage, exactCount, type ListCount } from '../../lists/dated-page';
import { TOTALS_KIND } from '../../lists/document-totals.repository';
import { offsetOf } from '../../lists/list-sql';
import { textMatchTotalsSql } from '../../lists/text-match';
import { visitPage, visitsList, type VisitFilter, type VisitRow } from './visits-list.repository';

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

/** The visits list (POST visit/index): scoped like the document lists; the count exact from the totals (with free text: up to the limit). */
export async function profileVisits(
  db: Db,
  actor: Actor,
  input: ListInput,
) {
  const f = await listFilter(db, actor, input, 'visits');
  const { rows, totals: count } = await runListQueries(db, f, (d) =>
    datedPage<VisitFilter, VisitRow, ListCount>(d, TOTALS_KIND.visits, f, offsetOf(input.page), {
      page: visitPage,
      fromTotals: exactCount,
      searchTotals: () => textMatchTotalsSql(visitsList(f), f.search, null),
    }),
  );
  return { visits: pagedOf(rows.map(toVisit), count.total, input.page, count.estimate) };
}
