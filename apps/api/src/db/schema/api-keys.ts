import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 'Chiavi di integrazione' (issue 64): a machine credential for the ERP. Only the SHA-256 of the secret is kept
 * (the secret is 32 random bytes: a fast hash cannot be reversed or guessed), looked up by its unique index.
 * `expires_on` is the last day (Italy's date) the key works; a revoked key stays, for its history.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The key's first characters ('pak_' and 8 more), shown to recognise it. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept by name: the list still says who created a key after that user is deleted. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date('expires_on'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    uniqueIndex('api_keys_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);
