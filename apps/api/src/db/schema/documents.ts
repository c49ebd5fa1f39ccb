import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';
import { paymentModes } from './master-data';
import { profiles } from './profiles';

/**
 * Invoices from the ERP (imported, upserted by code). `pdf_key` names the ERP's PDF in file storage;
 * pdf_available is answered from it (null = no file).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date').notNull(),
    /** Net of VAT and with VAT, euro. */
    totalNet: numeric('total_net', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    notes: text('notes'),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id, { onDelete: 'set null' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_code_key').on(t.code),
    // Page-id scans: filter + order served by one narrow index (index-only, even at deep offsets).
    index('invoices_profile_date_idx').on(t.profileId, t.issueDate.desc(), t.id.desc()),
    // The migration 'date_customer_indexes' adds INCLUDE (customer_id): free text on a common word walks it.
    index('invoices_date_idx').on(t.issueDate.desc(), t.id.desc()),
    // invoices_customer_date_idx (customer_id, issue_date desc, id desc) include (profile_id, total_net, total):
    // migration 'customer_date_indexes' (free text by customer, index-only).
    index('invoices_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`, sql`${t.number} gin_trgm_ops`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productExternalId: text('product_external_id').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Cascading line discounts (percent), as on the order: total = price × qty × (1 − d1) × (1 − d2). */
    discount1: numeric('discount_1', { precision: 5, scale: 2 }).notNull().default('0'),
    discount2: numeric('discount_2', { precision: 5, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId)],
);

/** Payment instalments of an invoice (scadenze); `paid` comes from the ERP (an unpaid one past its date is overdue). */
export const invoiceExpirations = pgTable(
  'invoice_expirations',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paid: boolean('paid').notNull().default(false),
  },
  (t) => [index('invoice_expirations_invoice_idx').on(t.invoiceId, t.date)],
);

/** Shipping documents (DDT) from the ERP. */
export const shippingDocuments = pgTable(
  'shipping_documents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    issueDate: date('issue_date').notNull(),
    /** Causale del trasporto, e.g. "Vendita". */
    causal: text('causal'),
    packagesCount: integer('packages_count'),
    /** Aspetto esteriore dei beni, e.g. "Scatole". */
    appearance: text('appearance'),
    /** Porto, e.g. "Franco" / "Assegnato". */
    freight: text('freight'),
    notes: text('notes'),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_documents_code_key').on(t.code),
    index('shipping_documents_profile_date_idx').on(t.profileId, t.issueDate.desc(), t.id.desc()),
    // The migration 'date_customer_indexes' adds INCLUDE (customer_id): free text on a common word walks it.
    index('shipping_documents_date_idx').on(t.issueDate.desc(), t.id.desc()),
    // shipping_documents_customer_date_idx (customer_id, issue_date desc, id desc) include (profile_id): migration
    // 'customer_date_indexes' (free text by customer, index-only).
    index('shipping_documents_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

export const shippingDocumentItems = pgTable(
  'shipping_document_items',
  {
    id: serial('id').primaryKey(),
    shippingDocumentId: integer('shipping_document_id')
      .notNull()
      .references(() => shippingDocuments.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productExternalId: text('product_external_id').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('PZ'),
  },
  (t) => [index('shipping_document_items_document_idx').on(t.shippingDocumentId)],
);
