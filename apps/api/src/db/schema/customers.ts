import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentModes, priceLists } from './master-data';
import { profiles } from './profiles';

export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    /** The customer's own access key (username) paired with `password`. */
    key: text('key').notNull(),
    companyName: text('company_name').notNull(),
    sector: text('sector'),
    vatCode: text('vat_code'),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id, { onDelete: 'set null' }),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    /** AES-256-GCM ciphertext (iv.tag.data, base64) of the customer's access password. */
    passwordEncrypted: text('password_encrypted'),
    inactive: boolean('inactive').notNull().default(false),
    /**
     * The customer's documents counted and summed over all dates and agent codes, kept by statement triggers on
     * the four tables (migration 0031). Free text naming a common word matches a thousand customers: the admin's
     * count and sums then come from the rows the name search reads anyway, not from a pass over their documents.
     */
    docOrdersCount: integer('doc_orders_count').notNull().default(0),
    docOrdersNet: numeric('doc_orders_net', { precision: 16, scale: 2 }).notNull().default('0'),
    docOrdersTotal: numeric('doc_orders_total', { precision: 16, scale: 2 }).notNull().default('0'),
    /** The lines of those orders (their orders.line_count, migration 0035): the ordered products' count. */
    docOrdersLines: integer('doc_orders_lines').notNull().default(0),
    docInvoicesCount: integer('doc_invoices_count').notNull().default(0),
    docInvoicesNet: numeric('doc_invoices_net', { precision: 16, scale: 2 }).notNull().default('0'),
    docInvoicesTotal: numeric('doc_invoices_total', { precision: 16, scale: 2 }).notNull().default('0'),
    docShippingDocumentsCount: integer('doc_shipping_documents_count').notNull().default(0),
    docVisitsCount: integer('doc_visits_count').notNull().default(0),
    /** What free search matches: lower-cased name, code and VAT number (trigram-indexed). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${customers.companyName} || ' ' || ${customers.externalId} || ' ' || coalesce(${customers.vatCode}, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('customers_external_id_key').on(t.externalId),
    index('customers_company_name_idx').on(t.companyName, t.id),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.customerId] }), index('customer_profiles_customer_idx').on(t.customerId)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    main: boolean('main').notNull().default(false),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** phone | fax | website | email */
    type: text('type').notNull(),
    value: text('value').notNull(),
    label: text('label'),
    main: boolean('main').notNull().default(false),
  },
  (t) => [index('customer_contacts_customer_idx').on(t.customerId)],
);

/** Yearly turnover from the ERP's invoices. */
export const customerYearData = pgTable(
  'customer_year_data',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    invoicesTotal: numeric('invoices_total', { precision: 14, scale: 2 }).notNull(),
    invoicesCount: integer('invoices_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.year] })],
);
