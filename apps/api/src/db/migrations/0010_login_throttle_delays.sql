ALTER TABLE "login_failures" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "last_refused" boolean DEFAULT false NOT NULL;