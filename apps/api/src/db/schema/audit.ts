import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One changed field: its value before and after (null when the record was created or deleted). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit trail of admin changes: who, when, which record (entity + id), what (create, update,
 * delete) and every changed field before → after. Read per record as 'Storico modifiche'.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The entity, e.g. 'shops', 'payment_modes', 'users'. */
    entity: text('entity').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** Null when the acting user was later deleted; `user_name` keeps who it was. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.entity, t.recordId, t.createdAt)],
);
