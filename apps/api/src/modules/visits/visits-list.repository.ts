import { sql } from 'drizzle-orm';
import type { PageOffset, PageQuery } from '../../lists/list-sql';
import { datedDocumentList, documentPage, type DocumentList } from '../../lists/text-match';
import type { ListFilter } from '../../lists/text-match';

export type VisitFilter = ListFilter;

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

/** The visits list: scope and dates, newest first, free text on the notes (trigram index) or the customer. */
export function visitsList(f: VisitFilter): DocumentList {
  // Its indexes are ascending (profile_id, date_visit, id), read backwards: newest first with NULLS first.
  return datedDocumentList({ name: 'visits', alias: 'v', date: 'date_visit', nulls: 'nulls first' }, f, {
    ownText: (ilike) => sql`v.notes ilike ${ilike}`,
  });
}

/** Newest visits first; ids from the (profile_id, date_visit, id) index, then the 20 rows joined. */
export function visitPage(f: VisitFilter, offset: PageOffset): PageQuery {
  return documentPage(visitsList(f), f, offset, sql`
    select v.id, v.date_visit, v.notes, v.user_id, p.external_id as profile_external_id,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join visits v on v.id = page.id
      join profiles p on p.id = v.profile_id
      join customers c on c.id = v.customer_id`);
}
