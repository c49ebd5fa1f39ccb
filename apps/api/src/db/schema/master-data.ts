import { boolean, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const paymentModes = pgTable(
  'payment_modes',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    /** Percentage set by an admin, applied to the goods total of a cart. */
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('payment_modes_external_id_key').on(t.externalId)],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('price_lists_code_key').on(t.code)],
);
