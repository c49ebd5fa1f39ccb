import type { TShippingDocument } from '@portale/contract/shipping-documents';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { runListQueries } from '../../lists/list-queries';
import { pagedOf } from '../../lists/list-paging';
import { listFilter, type ListInput } from '../../lists/list-scope.service';
import { datedPage, exactCount, type ListCount } from '../../lists/dated-page';
import { TOTALS_KIND } from '../../lists/document-totals.repository';
import { offsetOf } from '../../lists/list-sql';
import { textMatchTotalsSql } from '../../lists/text-match';
import {
  findShippingDocumentInScope,
  findShippingDocumentItems,
  shippingDocumentPage,
  shippingDocumentsList,
  type ShippingDocumentFilter,
  type ShippingDocumentRow,
} from './shipping-documents.repository';

function toShippingDocument(r: ShippingDocumentRow): TShippingDocument {
  return {
    id: r.id,
    code: r.code,
    issue_date: r.issue_date,
    causal: r.causal,
    packages_count: r.packages_count,
    appearance: r.appearance,
    freight: r.freight,
    notes: r.notes,
    pdf_available: r.pdf_available,
    profile_external_id: r.profile_external_id,
    profile: { external_id: r.profile_external_id, company_name: r.profile_company_name },
    customer: { id: r.customer_id, external_id: r.customer_external_id, company_name: r.customer_company_name },
  };
}

/** DDT have no sums; the count is exact: from the totals, or with free text over the matches (index-only). */
export async function profileShippingDocuments(
  db: Db,
  actor: Actor,
  input: ListInput,
) {
  const f = await listFilter(db, actor, input, 'shipping_documents');
  const { rows, totals: count } = await runListQueries(db, f, (d) =>
    datedPage<ShippingDocumentFilter, ShippingDocumentRow, ListCount>(d, TOTALS_KIND.shippingDocuments, f, offsetOf(input.page), {
      page: shippingDocumentPage,
      fromTotals: exactCount,
      searchTotals: () => textMatchTotalsSql(shippingDocumentsList(f), f.search, null),
    }),
  );
  return { shipping_documents: pagedOf(rows.map(toShippingDocument), count.total, input.page, count.estimate) };
}

async function reachableDocument(db: Db, actor: Actor, id: number) {
  const doc = await findShippingDocumentInScope(db, id, reachableProfileIds(actor));
  if (!doc) throw AppError.notFound('DDT non trovato');
  return doc;
}

export async function shippingDocumentItems(db: Db, actor: Actor, id: number) {
  const doc = await reachableDocument(db, actor, id);
  const rows = await findShippingDocumentItems(db, doc.id);
  return { items: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })) };
}

export async function shippingDocumentPdf(db: Db, storage: FileStorage, actor: Actor, id: number) {
  const doc = await reachableDocument(db, actor, id);
  const file = doc.pdf_key ? await storage.open(doc.pdf_key) : null;
  if (!file) throw AppError.notFound('Il PDF del DDT non è disponibile');
  // 'DDT DDT2025-…' would read oddly: the prefix only when the code does not carry it.
  return { file, filename: `${/^ddt/i.test(doc.code) ? '' : 'DDT '}${doc.code}.pdf` };
}
