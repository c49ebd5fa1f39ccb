import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every admin-editable row carries `version`: an update names the version it read and a stale one is
 * refused (409), so two admins editing the same row never silently overwrite each other.
 */
export const rowVersion = () => integer('version').notNull().default(1);

export const paymentModes = pgTable(
  'payment_modes',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    /** Percentage set by an admin, applied to the goods total of a cart. */
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('payment_modes_external_id_key').on(t.externalId)],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** A disabled list gives no prices: its customers' catalogue shows none and their orders are refused. */
    enabled: boolean('enabled').notNull().default(true),
    /** The smallest goods amount of an order in this list (euro); null: none. A quote below it may still be saved. */
    minOrderAmount: numeric('min_order_amount', { precision: 12, scale: 2 }),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('price_lists_code_key').on(t.code)],
);

/** Product groups of the ERP; `to_import` says whether the ERP product import brings the group's products in. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    toImport: boolean('to_import').notNull().default(true),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('product_groups_external_id_key').on(t.externalId)],
);

/** Catalogue categories (products.category_code); a disabled category's products leave the catalogue. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('product_categories_code_key').on(t.code)],
);
