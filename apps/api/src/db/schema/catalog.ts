import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { priceLists } from './master-data';

/** Products from the ERP. Shared by the catalogue/cart and the document lists. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The product code. */
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    /** Availability: quantity on hand and its code (e.g. unit or availability class). */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull().default('0'),
    quantityCode: text('quantity_code').notNull().default('PZ'),
    unitOfMeasure: text('unit_of_measure').notNull().default('PZ'),
    /** Kilograms per unit. */
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('22'),
    disableDiscounts: boolean('disable_discounts').notNull().default(false),
    groupCode: text('group_code'),
    /** product_categories.code; products of a disabled category leave the catalogue. */
    categoryCode: text('category_code'),
    enabled: boolean('enabled').notNull().default(true),
    /** Quantity rules (issue 56): the smallest quantity of a line and the pack it comes in; null: none. */
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3 }),
    quantityMultiple: numeric('quantity_multiple', { precision: 12, scale: 3 }),
    /** How the pack is described to the agent ('cartone da 6'). */
    packDescription: text('pack_description'),
    /** What catalogue search matches: lower-cased, accent-free code and description. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(translate(${products.externalId} || ' ' || ${products.description}, 'àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ', 'aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUU'))`,
      ),
  },
  (t) => [
    uniqueIndex('products_external_id_key').on(t.externalId),
    // Catalogue search: substring match on the folded text (LIKE '%term%') served by trigrams.
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Catalogue pages are ordered by description: an index-only walk (enabled rows only), not a sort of every product.
    index('products_catalog_order_idx').on(t.description, t.id).where(sql`${t.enabled}`),
  ],
);

/** Net price of a product in a price list (euro, exact). */
export const productPrices = pgTable(
  'product_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** This list's override of the product's quantity rules, per field (null: the product's). */
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3 }),
    quantityMultiple: numeric('quantity_multiple', { precision: 12, scale: 3 }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] })],
);
