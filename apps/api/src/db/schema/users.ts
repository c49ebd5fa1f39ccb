import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { profiles } from './profiles';
import { customers } from './customers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    /** The 'TOP' code of the ERP. */
    externalId: text('external_id'),
    role: text('role').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    currentProfileId: integer('current_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    currentCustomerId: integer('current_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every save of the admin screen: a save based on an older one is refused (STALE_VERSION). */
    version: integer('version').notNull().default(1),
    /** Issue 56: the largest effective line discount (basis points) the user may send without approval; null = the settings' default. */
    discountLimitBp: integer('discount_limit_bp'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_name_idx').on(sql`lower(${t.name})`)],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] }), index('user_profiles_profile_idx').on(t.profileId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** How the session was opened, in the sign-in history's words (issue 64): a session's security is its own. */
    openedWith: text('opened_with').$type<SessionOpening>().notNull().default('password'),
    /**
     * When this session proved a second factor: at its opening (code, recovery code, passkey) or by enrolling one
     * (the app's confirming code, a passkey's registration). Null: password only. The admin gate reads this.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_opened_with_check', sql`${t.openedWith} in ('password', 'password+codice', 'password+recupero', 'passkey')`),
  ],
);

/** The ways a session opens: the password alone, the password and the app's code or a recovery code, a passkey. */
export type SessionOpening = 'password' | 'password+codice' | 'password+recupero' | 'passkey';

/**
 * Login-attempt counters per key ('pair:<email>|<ip>', 'ip:<ip>', 'account:<email>', 'device:<id>') in a
 * window: once a key reaches its limit, each further attempt waits until `blocked_until` (a growing delay).
 * `last_refused` is the outcome of the latest attempt, so one upsert both counts and decides (atomic).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  lastRefused: boolean('last_refused').notNull().default(false),
});
