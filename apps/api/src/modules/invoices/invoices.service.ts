import type { TInvoice } from '@portale/contract/invoices';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { datedPage } from '../../lists/dated-page';
import { TOTALS_KIND, type Totals } from '../../lists/document-totals.repository';
import { runListQueries } from '../../lists/list-queries';
import { pagedOf } from '../../lists/list-paging';
import { listFilter, type ListInput } from '../../lists/list-scope.service';
import { offsetOf } from '../../lists/list-sql';
import {
  findInvoiceInScope,
  findInvoiceItems,
  invoicePage,
  invoiceTextTotals,
  type InvoiceFilter,
  type InvoiceRow,
} from './invoices.repository';

const num = (v: string | number): number => Number(v);

function toInvoice(r: InvoiceRow): TInvoice {
  return {
    id: r.id,
    code: r.code,
    number: r.number,
    issue_date: r.issue_date,
    total_net: num(r.total_net),
    total: num(r.total),
    notes: r.notes,
    payment_mode: r.payment_mode_description === null ? null : { description: r.payment_mode_description },
    pdf_available: r.pdf_available,
    expirations: r.expirations.map((e) => ({ date: e.date, amount: num(e.amount) })),
    profile_external_id: r.profile_external_id,
    profile: { external_id: r.profile_external_id, company_name: r.profile_company_name },
    customer: { id: r.customer_id, external_id: r.customer_external_id, company_name: r.customer_company_name },
  };
}

export async function profileInvoices(
  db: Db,
  actor: Actor,
  input: ListInput,
) {
  const f: InvoiceFilter = await listFilter(db, actor, input, 'invoices');
  // Totals always exact: from the month/day totals without free text; with it, in one index-only pass over the matches.
  const { rows, totals } = await runListQueries(db, f, (d) =>
    datedPage<InvoiceFilter, InvoiceRow, Totals>(d, TOTALS_KIND.invoices, f, offsetOf(input.page), {
      page: invoicePage,
      fromTotals: (t) => t,
      searchTotals: () => invoiceTextTotals(f),
    }),
  );
  return {
    invoices: pagedOf(rows.map(toInvoice), totals.n, input.page, false),
    total_net: num(totals.total_net),
    total_vat: num(totals.total_vat),
  };
}

async function reachableInvoice(db: Db, actor: Actor, id: number) {
  const invoice = await findInvoiceInScope(db, id, reachableProfileIds(actor));
  if (!invoice) throw AppError.notFound('Fattura non trovata');
  return invoice;
}

export async function invoiceItems(db: Db, actor: Actor, id: number) {
  const invoice = await reachableInvoice(db, actor, id);
  const rows = await findInvoiceItems(db, invoice.id);
  return {
    items: rows.map((r) => ({
      ...r,
      quantity: num(r.quantity),
      price: num(r.price),
      discount_1: num(r.discount_1),
      discount_2: num(r.discount_2),
      total: num(r.total),
    })),
  };
}

/** The ERP's PDF of a reachable invoice; 404 with a message the UI shows when there is no file. */
export async function invoicePdf(db: Db, storage: FileStorage, actor: Actor, id: number) {
  const invoice = await reachableInvoice(db, actor, id);
  const file = invoice.pdf_key ? await storage.open(invoice.pdf_key) : null;
  if (!file) throw AppError.notFound('Il PDF della fattura non è disponibile');
  return { file, filename: `Fattura ${invoice.code}.pdf` };
}
