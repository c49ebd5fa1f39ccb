-- Issue 64: how a session was opened, and whether it has proved a second factor, belong to the session (the admin
-- gate reads them instead of the user's factor tables). Sessions opened before this cannot say how: admins' end
-- (they sign in again with their factor); the others stay at the password level, which no gate refuses them.
ALTER TABLE "sessions" ADD COLUMN "opened_with" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_opened_with_check" CHECK ("opened_with" in ('password', 'password+codice', 'password+recupero', 'passkey'));--> statement-breakpoint
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');
