/**
 * Demo step 'documents': three years of orders (with lines), invoices (with lines and instalments)
 * and DDT (with lines) for the demo customers, as the ERP would send them, plus the ERP's PDF for
 * most invoices and DDT (pdfkit) in file storage. pdf_key is set only once its file is written.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  customerAddresses,
  customers,
  invoiceExpirations,
  invoiceItems,
  invoices,
  orderItems,
  orders,
  shippingDocumentItems,
  shippingDocuments,
} from '../db/schema/index';
import type { FileStorage } from '../storage/file-storage';
import { formatEuro } from '../lib/money';
import { recomputeTurnover } from '../modules/customers/turnover-recompute';
import type { DemoProductRef } from './demo-catalog';
import { renderErpPdf } from './demo-document-pdf';
import { demoIds, type DemoContext, type DemoCustomerRef, type DemoStep } from './demo-step';
import {
  centsToDecimal,
  daysBefore,
  DDT_APPEARANCES,
  DDT_CAUSALS,
  DDT_FREIGHTS,
  expirations,
  lineDraft,
  orderNotes,
  orderStatusIndex,
  withVatCents,
} from './document-rows';
import { inChunks } from './in-chunks';
import type { Random } from './italian-random';

declare module './demo-step' {
  interface DemoContext {
    /** Where the step writes files (the ERP's PDFs). */
    files: FileStorage;
  }
}

const ORDERS_PER_SCALE = 2_500;
const INVOICES_PER_SCALE = 1_200;
const DDT_PER_SCALE = 1_200;
const SPAN_DAYS = 1095;
/** Most documents have the ERP's PDF; the rest answer "PDF non disponibile". */
const PDF_SHARE = 0.8;
/** Price of each price list as per mille of the list price (as in the catalog step). */
const LIST_FACTORS = [1000, 900, 850, 880, 920, 950];

interface CustomerInfo {
  companyName: string;
  address?: { name: string; address: string; zipCode: string; city: string; district: string };
}

function ageAndDate(r: Random, today: string) {
  // Recent documents are more frequent than old ones (square-root skew).
  const age = Math.floor(SPAN_DAYS * (1 - Math.sqrt(r.next())));
  return { age, date: daysBefore(today, age) };
}

function lines(r: Random, products: DemoProductRef[], listIndex: number, max: number) {
  return Array.from({ length: r.int(1, max) }, () => {
    const p = r.pick(products);
    const price = Math.round((p.listPriceCents * LIST_FACTORS[listIndex % LIST_FACTORS.length]) / 1000);
    return { product: p, ...lineDraft(r, price) };
  });
}

/**
 * The products a customer buys again and again (three, fixed per customer), each in about 60 % of its orders:
 * what the briefing's 'Prodotti abituali non riordinati' finds. A fork of its own, so the rest of each order
 * draws the same numbers as without them.
 */
function habitualLines(rng: Random, orderIndex: number, customerId: number, products: DemoProductRef[], listIndex: number) {
  const habits = rng.fork(`habits:${customerId}`);
  const usual = [habits.pick(products), habits.pick(products), habits.pick(products)];
  const r = rng.fork(`habitual-lines:${orderIndex}`);
  return usual
    .filter(() => r.chance(0.6))
    .map((p) => ({ product: p, ...lineDraft(r, Math.round((p.listPriceCents * LIST_FACTORS[listIndex % LIST_FACTORS.length]) / 1000)) }));
}

/** Sorts drafts by date (stable) and gives each its progressive number within its year. */
function numberByDate<T extends { row: { issueDate: string } }>(drafts: T[], assign: (draft: T, year: string, n: number) => void) {
  drafts.sort((a, b) => a.row.issueDate.localeCompare(b.row.issueDate));
  const perYear = new Map<string, number>();
  for (const d of drafts) {
    const year = d.row.issueDate.slice(0, 4);
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    assign(d, year, n);
  }
}

function seq(i: number) {
  return String(i + 1).padStart(5, '0');
}

export const demoDocuments: DemoStep = {
  name: 'documents',
  async run(ctx) {
    const { db, ids, rng, scale, today, files } = ctx;
    const refs = demoIds(ids, 'customers');
    const products = demoIds(ids, 'demoProducts');
    const statusIds = demoIds(ids, 'orderStatusIds');
    const lists = demoIds(ids, 'priceListIds');
    const info = await customerInfo(ctx, refs);
    const listIndex = (c: DemoCustomerRef) => Math.max(0, lists.indexOf(c.priceListId));

    // Orders and their lines.
    const orderDrafts = Array.from({ length: ORDERS_PER_SCALE * scale }, (_, i) => {
      const r = rng.fork(`order:${i}`);
      const customer = r.pick(refs);
      const { age, date } = ageAndDate(r, today);
      const ls = [...lines(r, products, listIndex(customer), 6), ...habitualLines(rng, i, customer.id, products, listIndex(customer))];
      const net = ls.reduce((s, l) => s + l.totalCents, 0);
      const status = orderStatusIndex(r, age);
      const fromPortal = status === 0 || r.chance(0.3);
      const addr = info.get(customer.id)?.address;
      return {
        row: {
          code: `OV${date.slice(0, 4)}-${seq(i)}`,
          issueDate: date,
          issued: fromPortal,
          // Sent from the portal and not yet acknowledged by the ERP while 'Inserito'.
          processed: status !== 0,
          statusId: statusIds[status],
          totalNet: centsToDecimal(net),
          total: centsToDecimal(withVatCents(net)),
          notes: orderNotes(r),
          shippingName: addr?.name ?? info.get(customer.id)?.companyName ?? null,
          shippingAddress: addr?.address ?? null,
          shippingZipCode: addr?.zipCode ?? null,
          shippingCity: addr ? `${addr.city} (${addr.district})` : null,
          profileId: r.pick(customer.profileIds),
          customerId: customer.id,
        },
        lines: ls,
      };
    });

    // Invoices, their lines and instalments; DDT and their lines.
    const invoiceDrafts = Array.from({ length: INVOICES_PER_SCALE * scale }, (_, i) => {
      const r = rng.fork(`invoice:${i}`);
      const customer = r.pick(refs);
      const { date } = ageAndDate(r, today);
      const ls = lines(r, products, listIndex(customer), 4);
      const net = ls.reduce((s, l) => s + l.totalCents, 0);
      const total = withVatCents(net);
      return {
        customer,
        withPdf: r.chance(PDF_SHARE),
        row: {
          code: `FT${date.slice(0, 4)}-${seq(i)}`,
          number: String(i + 1),
          issueDate: date,
          totalNet: centsToDecimal(net),
          total: centsToDecimal(total),
          notes: r.chance(0.1) ? 'Fattura differita riepilogativa dei DDT del mese' : null,
          paymentModeId: customer.paymentModeId,
          profileId: r.pick(customer.profileIds),
          customerId: customer.id,
          pdfKey: null as string | null,
        },
        lines: ls,
        net,
        total,
        expirations: expirations(r, date, total, today),
      };
    });
    const ddtDrafts = Array.from({ length: DDT_PER_SCALE * scale }, (_, i) => {
      const r = rng.fork(`ddt:${i}`);
      const customer = r.pick(refs);
      const { date } = ageAndDate(r, today);
      return {
        customer,
        withPdf: r.chance(PDF_SHARE),
        row: {
          code: `DDT${date.slice(0, 4)}-${seq(i)}`,
          issueDate: date,
          causal: r.pick(DDT_CAUSALS),
          packagesCount: r.int(1, 12),
          appearance: r.pick(DDT_APPEARANCES),
          freight: r.pick(DDT_FREIGHTS),
          notes: r.chance(0.15) ? 'Consegna al piano, preavviso telefonico' : null,
          profileId: r.pick(customer.profileIds),
          customerId: customer.id,
          pdfKey: null as string | null,
        },
        lines: lines(r, products, listIndex(customer), 4),
      };
    });

    // An ERP numbers documents in date order, restarting each year: number 1 of 2026 is its first invoice.
    numberByDate(orderDrafts, (d, year, n) => (d.row.code = `OV${year}-${seq(n - 1)}`));
    numberByDate(invoiceDrafts, (d, year, n) => {
      d.row.code = `FT${year}-${seq(n - 1)}`;
      // The progressive number within the year, as Italian invoices carry it (the year is the date's).
      d.row.number = String(n);
    });
    numberByDate(ddtDrafts, (d, year, n) => (d.row.code = `DDT${year}-${seq(n - 1)}`));

    // Files first: a document points at its PDF only once the file exists.
    for (const d of invoiceDrafts) {
      if (!d.withPdf) continue;
      const c = info.get(d.customer.id);
      const key = `invoices/${d.row.code}.pdf`;
      await files.put(
        key,
        await renderErpPdf({
          title: 'Fattura',
          code: d.row.number,
          date: d.row.issueDate,
          customer: { externalId: d.customer.externalId, companyName: c?.companyName ?? '', address: addressLine(c) },
          lines: d.lines.map((l) => ({
            code: l.product.code,
            description: l.product.description,
            quantity: String(l.quantity),
            price: formatEuro(l.priceCents),
            discounts: l.discount1 === 0 ? '—' : `${l.discount1}+${l.discount2}`,
            total: formatEuro(l.totalCents),
          })),
          footer: [
            `Imponibile ${formatEuro(d.net)} – IVA 22% ${formatEuro(d.total - d.net)} – Totale ${formatEuro(d.total)}`,
            ...d.expirations.map((e) => `Scadenza ${e.date.split('-').reverse().join('/')}: ${formatEuro(e.amountCents)}`),
          ],
        }),
      );
      d.row.pdfKey = key;
    }
    for (const d of ddtDrafts) {
      if (!d.withPdf) continue;
      const c = info.get(d.customer.id);
      const key = `ddt/${d.row.code}.pdf`;
      await files.put(
        key,
        await renderErpPdf({
          title: 'Documento di trasporto',
          code: d.row.code,
          date: d.row.issueDate,
          customer: { externalId: d.customer.externalId, companyName: c?.companyName ?? '', address: addressLine(c) },
          lines: d.lines.map((l) => ({ code: l.product.code, description: l.product.description, quantity: `${l.quantity} ${l.product.unitOfMeasure}` })),
          footer: [
            `Causale: ${d.row.causal} – Colli: ${d.row.packagesCount} – Aspetto: ${d.row.appearance} – Porto: ${d.row.freight}`,
          ],
        }),
      );
      d.row.pdfKey = key;
    }

    await db.transaction(async (tx) => {
      // Bulk path: per-row triggers (day/month totals, line copies of the order's profile and date)
      // were most of the insert time; with the rights to switch them off, the step fills those
      // columns itself and adds the totals in one statement per table at the end.
      const [{ bulk }] = (await tx.execute<{ bulk: boolean }>(sql`select rolsuper as bulk from pg_roles where rolname = current_user`)).rows;
      if (bulk) await tx.execute(sql`set local session_replication_role = replica`);
      const orderIds = await inChunks(orderDrafts, 1000, (chunk) => tx.insert(orders).values(chunk.map((d) => d.row)).returning({ id: orders.id }));
      const itemRows = orderDrafts.flatMap((d, i) =>
        d.lines.map((l) => ({
          orderId: orderIds[i].id,
          productId: l.product.id,
          productExternalId: l.product.code,
          description: l.product.description,
          price: centsToDecimal(l.priceCents),
          quantity: String(l.quantity),
          discount1: String(l.discount1),
          discount2: String(l.discount2),
          total: centsToDecimal(l.totalCents),
          profileId: d.row.profileId,
          issueDate: d.row.issueDate,
        })),
      );
      await inChunks(itemRows, 2000, async (chunk) => void (await tx.insert(orderItems).values(chunk)));

      const invoiceIds = await inChunks(invoiceDrafts, 1000, (chunk) => tx.insert(invoices).values(chunk.map((d) => d.row)).returning({ id: invoices.id }));
      const invoiceLines = invoiceDrafts.flatMap((d, i) =>
        d.lines.map((l) => ({
          invoiceId: invoiceIds[i].id,
          productId: l.product.id,
          productExternalId: l.product.code,
          description: l.product.description,
          quantity: String(l.quantity),
          price: centsToDecimal(l.priceCents),
          discount1: String(l.discount1),
          discount2: String(l.discount2),
          total: centsToDecimal(l.totalCents),
        })),
      );
      await inChunks(invoiceLines, 2000, async (chunk) => void (await tx.insert(invoiceItems).values(chunk)));
      const instalments = invoiceDrafts.flatMap((d, i) => d.expirations.map((e) => ({ invoiceId: invoiceIds[i].id, date: e.date, amount: centsToDecimal(e.amountCents), paid: e.paid })));
      await inChunks(instalments, 3000, async (chunk) => void (await tx.insert(invoiceExpirations).values(chunk)));

      const ddtIds = await inChunks(ddtDrafts, 1000, (chunk) =>
        tx.insert(shippingDocuments).values(chunk.map((d) => d.row)).returning({ id: shippingDocuments.id }),
      );
      const ddtLines = ddtDrafts.flatMap((d, i) =>
        d.lines.map((l) => ({
          shippingDocumentId: ddtIds[i].id,
          productId: l.product.id,
          productExternalId: l.product.code,
          description: l.product.description,
          quantity: String(l.quantity),
          unitOfMeasure: l.product.unitOfMeasure,
        })),
      );
      await inChunks(ddtLines, 2000, async (chunk) => void (await tx.insert(shippingDocumentItems).values(chunk)));
      if (bulk) {
        await tx.execute(sql`set local session_replication_role = origin`);
        await addTotals(tx, 1, 'orders', orderIds.map((r) => r.id));
        await addTotals(tx, 2, 'invoices', invoiceIds.map((r) => r.id));
        await addTotals(tx, 3, 'shipping_documents', ddtIds.map((r) => r.id));
        await addTotals(tx, 5, 'order_items', orderIds.map((r) => r.id), 'order_id');
        // And what the customers' totals triggers would have added (migration 0031), recounted.
        await tx.execute(sql`select refresh_customer_document_totals()`);
      }
      // The customers' 'Fatturato' is read from these invoices, so it reconciles with the invoice list (issue 21).
      await recomputeTurnover(tx);
    });
  },
};

type Tx = Parameters<Parameters<DemoContext['db']['transaction']>[0]>[0];

/**
 * What the totals triggers would have added for these rows (`ids` of `idColumn`), in one statement per table; DDT
 * and order lines are counted only.
 */
async function addTotals(tx: Tx, kind: 1 | 2 | 3 | 5, table: 'orders' | 'invoices' | 'shipping_documents' | 'order_items', ids: number[], idColumn = 'id') {
  if (ids.length === 0) return;
  const from = sql.raw(table);
  const status = kind === 1 ? sql`coalesce(d.status_id, 0)` : sql`0`;
  const amounts = kind === 1 || kind === 2 ? sql`sum(d.total_net), sum(d.total)` : sql`0, 0`;
  const scope = sql`from ${from} d, lateral (values (d.profile_id), (0)) v(p) where d.${sql.raw(idColumn)} between ${Math.min(...ids)} and ${Math.max(...ids)}`;
  await tx.execute(sql`
    insert into document_day_totals as t (kind, profile_id, day, status_id, doc_count, total_net, total)
    select ${kind}::smallint, v.p, d.issue_date, ${status}, count(*), ${amounts} ${scope} group by 2, 3, 4
    on conflict (kind, profile_id, day, status_id) do update
      set doc_count = t.doc_count + excluded.doc_count, total_net = t.total_net + excluded.total_net, total = t.total + excluded.total`);
  await tx.execute(sql`
    insert into document_month_totals as t (kind, profile_id, month, status_id, doc_count, total_net, total)
    select ${kind}::smallint, v.p, date_trunc('month', d.issue_date)::date, ${status}, count(*), ${amounts} ${scope} group by 2, 3, 4
    on conflict (kind, profile_id, month, status_id) do update
      set doc_count = t.doc_count + excluded.doc_count, total_net = t.total_net + excluded.total_net, total = t.total + excluded.total`);
}

function addressLine(c: CustomerInfo | undefined): string | undefined {
  const a = c?.address;
  return a ? `${a.address}, ${a.zipCode} ${a.city} (${a.district})` : undefined;
}

/** Company names and main addresses of the demo customers (for shipping data and the PDFs). */
async function customerInfo({ db }: DemoContext, refs: DemoCustomerRef[]): Promise<Map<number, CustomerInfo>> {
  const ids = refs.map((r) => r.id);
  const out = new Map<number, CustomerInfo>();
  const names = await inChunks(ids, 5000, (chunk) =>
    db.select({ id: customers.id, companyName: customers.companyName }).from(customers).where(inArray(customers.id, chunk)),
  );
  for (const n of names) out.set(n.id, { companyName: n.companyName });
  const addresses = await inChunks(ids, 5000, (chunk) =>
    db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, chunk)),
  );
  for (const a of addresses) {
    const entry = out.get(a.customerId);
    if (entry && (a.main || !entry.address)) entry.address = a;
  }
  return out;
}
