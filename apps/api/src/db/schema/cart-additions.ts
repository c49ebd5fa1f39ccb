import { boolean, index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { priceLists, rowVersion } from './master-data';

/**
 * Admin rules that add lines to a cart (spec §3 "Cart addition"): for the cart's price list (or every
 * list when null), enabled rules of a type match on total weight and goods amount; the lowest priority wins.
 * A rule's line price is the price of the product coded `external_id` in the cart's price list, else `price`.
 */
export const cartAdditions = pgTable(
  'cart_additions',
  {
    id: serial('id').primaryKey(),
    /** 'shipping' | 'promotion' (more types may come from the server's list). */
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    priority: integer('priority').notNull().default(0),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'cascade' }),
    /** Kilograms; null = open bound. Bounds are inclusive. */
    weightMin: numeric('weight_min', { precision: 12, scale: 3 }),
    weightMax: numeric('weight_max', { precision: 12, scale: 3 }),
    /** Euro on the goods total; null = open bound. Bounds are inclusive. */
    amountMin: numeric('amount_min', { precision: 14, scale: 2 }),
    amountMax: numeric('amount_max', { precision: 14, scale: 2 }),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    /** Fallback line price when the price list has no product coded external_id. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    version: rowVersion(),
  },
  (t) => [
    index('cart_additions_match_idx').on(t.type, t.priceListId, t.priority),
    // One rule per code and price list (a rule for every list counts as one list).
    unique('cart_additions_list_external_key').on(t.priceListId, t.externalId).nullsNotDistinct(),
  ],
);
