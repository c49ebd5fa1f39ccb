import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowVersion } from './master-data';
import { users } from './users';

/** A brand: its logo and colour brand the web header, the quote PDF and the quote email. */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Address, VAT number, phone… printed under the logo. */
    details: text('details'),
    /** Logo file path inside DATA_DIR/files (PNG or JPEG), or null. */
    logo: text('logo'),
    /** Hex colour, e.g. '#1c7ed6'. */
    color: text('color'),
    /** CSS for the quote email only. */
    customStyle: text('custom_style'),
    quoteFooter: text('quote_footer'),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('shops_external_id_key').on(t.externalId)],
);

/** Which users belong to which shop (the shop's `users_ids`). */
export const shopUsers = pgTable(
  'shop_users',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_users_user_idx').on(t.userId)],
);
