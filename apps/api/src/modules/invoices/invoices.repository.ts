import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, scopeWhere, type PageOffset, type PageQuery } from '../../lists/list-sql';
import { datedDocumentList, documentPage, textMatchTotalsSql, type DocumentList } from '../../lists/text-match';
import type { ListFilter } from '../../lists/text-match';

export type InvoiceFilter = ListFilter;

export type InvoiceRow = {
  id: number;
  code: string;
  number: string;
  issue_date: string;
  total_net: string;
  total: string;
  notes: string | null;
  payment_mode_description: string | null;
  pdf_available: boolean;
  expirations: { date: string; amount: string }[];
  profile_external_id: string;
  profile_company_name: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
};


/** The invoices list: scope and dates, newest first, free text on the code, the number or the customer. */
function invoicesList(f: InvoiceFilter): DocumentList {
  return datedDocumentList({ name: 'invoices', alias: 'f', date: 'issue_date', nulls: 'nulls last' }, f, {
    ownText: (ilike) => sql`(f.code ilike ${ilike} or f.number ilike ${ilike})`,
  });
}

/** Ids by an index-only scan in list order, then the 20 rows with customer, profile and expirations. */
export function invoicePage(f: InvoiceFilter, offset: PageOffset): PageQuery {
  return documentPage(invoicesList(f), f, offset, sql`
    select f.id, f.code, f.number, f.issue_date, f.total_net, f.total, f.notes,
           pm.description as payment_mode_description, f.pdf_key is not null as pdf_available,
           coalesce((select json_agg(json_build_object('date', e.date, 'amount', e.amount) order by e.date, e.id)
                       from invoice_expirations e where e.invoice_id = f.id), '[]'::json) as expirations,
           p.external_id as profile_external_id, p.company_name as profile_company_name,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join invoices f on f.id = page.id
      join profiles p on p.id = f.profile_id
      join customers c on c.id = f.customer_id
      left join payment_modes pm on pm.id = f.payment_mode_id`);
}

/** Exact count and sums of the invoices matching free text (lists/text-match.ts textMatchTotalsSql). */
export function invoiceTextTotals(f: InvoiceFilter): SQL {
  return textMatchTotalsSql(invoicesList(f), f.search, sql`f.total_net, f.total`);
}

/** The invoice when it belongs to one of the profiles (null = any). */
export async function findInvoiceInScope(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{ id: number; code: string; pdf_key: string | null }>(sql`
    select f.id, f.code, f.pdf_key from invoices f where ${andAll([sql`f.id = ${id}`, scopeWhere(sql`f.profile_id`, profileIds)])}`);
  return rows[0];
}

export async function findInvoiceItems(db: Db, invoiceId: number) {
  const { rows } = await db.execute<{
    id: number;
    product_external_id: string;
    description: string;
    quantity: string;
    price: string;
    discount_1: string;
    discount_2: string;
    total: string;
  }>(sql`
    select id, product_external_id, description, quantity, price, discount_1, discount_2, total from invoice_items where invoice_id = ${invoiceId} order by id`);
  return rows;
}
