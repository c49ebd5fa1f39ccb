CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_active_name_key" ON "api_keys" USING btree (lower("name")) WHERE "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "command_runs" ADD COLUMN "created_by_key" integer;--> statement-breakpoint
ALTER TABLE "command_runs" ADD CONSTRAINT "command_runs_created_by_key_api_keys_id_fk" FOREIGN KEY ("created_by_key") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;
