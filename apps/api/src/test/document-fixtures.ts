import type { Database } from '../db/client';
import {
  invoiceExpirations,
  invoiceItems,
  invoices,
  orderItems,
  orderStatuses,
  orders,
  paymentModes,
  priceLists,
  productPrices,
  products,
  shippingDocumentItems,
  shippingDocuments,
  visits,
} from '../db/schema/index';

/** Small builders of documents for the list tests (money as decimal strings, exact). */

export async function createOrderStatus(database: Database, code: string, name: string) {
  const [row] = await database.db.insert(orderStatuses).values({ code, name }).returning();
  return row;
}

export async function createPriceList(database: Database, code: string) {
  const [row] = await database.db.insert(priceLists).values({ code, description: `Listino ${code}` }).returning();
  return row;
}

export async function createPaymentMode(database: Database, externalId: string, description: string) {
  const [row] = await database.db.insert(paymentModes).values({ externalId, description }).returning();
  return row;
}

export async function createProduct(database: Database, externalId: string, description: string, prices: Record<number, string> = {}) {
  const [row] = await database.db.insert(products).values({ externalId, description }).returning();
  const entries = Object.entries(prices);
  if (entries.length) {
    await database.db.insert(productPrices).values(entries.map(([priceListId, price]) => ({ priceListId: Number(priceListId), productId: row.id, price })));
  }
  return row;
}

export async function createOrder(
  database: Database,
  input: {
    code: string;
    profileId: number;
    customerId: number;
    issueDate: string;
    totalNet: string;
    total: string;
    statusId?: number;
    lines?: { productId?: number; code: string; description: string; price: string; quantity: string; total: string }[];
  },
) {
  const [row] = await database.db
    .insert(orders)
    .values({
      code: input.code,
      profileId: input.profileId,
      customerId: input.customerId,
      issueDate: input.issueDate,
      totalNet: input.totalNet,
      total: input.total,
      statusId: input.statusId ?? null,
    })
    .returning();
  if (input.lines?.length) {
    await database.db.insert(orderItems).values(
      input.lines.map((l) => ({
        orderId: row.id,
        productId: l.productId ?? null,
        productExternalId: l.code,
        description: l.description,
        price: l.price,
        quantity: l.quantity,
        total: l.total,
      })),
    );
  }
  return row;
}

export async function createInvoice(
  database: Database,
  input: {
    code: string;
    number?: string;
    profileId: number;
    customerId: number;
    issueDate: string;
    totalNet: string;
    total: string;
    paymentModeId?: number;
    pdfKey?: string;
    expirations?: { date: string; amount: string }[];
    lines?: { code: string; description: string; price: string; quantity: string; total: string }[];
  },
) {
  const [row] = await database.db
    .insert(invoices)
    .values({
      code: input.code,
      number: input.number ?? input.code.replace(/\D/g, ''),
      profileId: input.profileId,
      customerId: input.customerId,
      issueDate: input.issueDate,
      totalNet: input.totalNet,
      total: input.total,
      paymentModeId: input.paymentModeId ?? null,
      pdfKey: input.pdfKey ?? null,
    })
    .returning();
  if (input.expirations?.length) {
    await database.db.insert(invoiceExpirations).values(input.expirations.map((e) => ({ invoiceId: row.id, ...e })));
  }
  if (input.lines?.length) {
    await database.db.insert(invoiceItems).values(
      input.lines.map((l) => ({ invoiceId: row.id, productExternalId: l.code, description: l.description, price: l.price, quantity: l.quantity, total: l.total })),
    );
  }
  return row;
}

export async function createShippingDocument(
  database: Database,
  input: {
    code: string;
    profileId: number;
    customerId: number;
    issueDate: string;
    pdfKey?: string;
    lines?: { code: string; description: string; quantity: string; unit?: string }[];
  },
) {
  const [row] = await database.db
    .insert(shippingDocuments)
    .values({
      code: input.code,
      profileId: input.profileId,
      customerId: input.customerId,
      issueDate: input.issueDate,
      causal: 'Vendita',
      packagesCount: 2,
      appearance: 'Scatole',
      freight: 'Franco',
      pdfKey: input.pdfKey ?? null,
    })
    .returning();
  if (input.lines?.length) {
    await database.db.insert(shippingDocumentItems).values(
      input.lines.map((l) => ({
        shippingDocumentId: row.id,
        productExternalId: l.code,
        description: l.description,
        quantity: l.quantity,
        unitOfMeasure: l.unit ?? 'PZ',
      })),
    );
  }
  return row;
}

export async function createVisit(
  database: Database,
  input: { profileId: number; customerId: number; dateVisit: string; notes: string; userId?: number },
) {
  const [row] = await database.db
    .insert(visits)
    .values({ profileId: input.profileId, customerId: input.customerId, dateVisit: input.dateVisit, notes: input.notes, userId: input.userId ?? null })
    .returning();
  return row;
}
