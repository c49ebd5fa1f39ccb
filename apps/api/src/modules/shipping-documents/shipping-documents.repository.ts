import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, scopeWhere, type PageOffset, type PageQuery } from '../../lists/list-sql';
import { datedDocumentList, documentPage, type DocumentList } from '../../lists/text-match';
import type { ListFilter } from '../../lists/text-match';

export type ShippingDocumentFilter = ListFilter;

export type ShippingDocumentRow = {
  id: number;
  code: string;
  issue_date: string;
  causal: string | null;
  packages_count: number | null;
  appearance: string | null;
  freight: string | null;
  notes: string | null;
  pdf_available: boolean;
  profile_external_id: string;
  profile_company_name: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
};

/** The DDT list: scope and dates, newest first, free text on the code or the customer. */
export function shippingDocumentsList(f: ShippingDocumentFilter): DocumentList {
  return datedDocumentList({ name: 'shipping_documents', alias: 'd', date: 'issue_date', nulls: 'nulls last' }, f, {
    ownText: (ilike) => sql`d.code ilike ${ilike}`,
  });
}

export function shippingDocumentPage(f: ShippingDocumentFilter, offset: PageOffset): PageQuery {
  return documentPage(shippingDocumentsList(f), f, offset, sql`
    select d.id, d.code, d.issue_date, d.causal, d.packages_count, d.appearance, d.freight, d.notes,
           d.pdf_key is not null as pdf_available,
           p.external_id as profile_external_id, p.company_name as profile_company_name,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join shipping_documents d on d.id = page.id
      join profiles p on p.id = d.profile_id
      join customers c on c.id = d.customer_id`);
}

export async function findShippingDocumentInScope(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{ id: number; code: string; pdf_key: string | null }>(sql`
    select d.id, d.code, d.pdf_key from shipping_documents d
     where ${andAll([sql`d.id = ${id}`, scopeWhere(sql`d.profile_id`, profileIds)])}`);
  return rows[0];
}

export async function findShippingDocumentItems(db: Db, documentId: number) {
  const { rows } = await db.execute<{ id: number; product_external_id: string; description: string; quantity: string; unit_of_measure: string }>(sql`
    select id, product_external_id, description, quantity, unit_of_measure
      from shipping_document_items where shipping_document_id = ${documentId} order by id`);
  return rows;
}
