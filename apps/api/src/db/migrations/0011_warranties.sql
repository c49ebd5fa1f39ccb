CREATE TABLE "warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"job_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"company_name" text,
	"vat_code" text,
	"activated_at" date,
	"registered_at" timestamp with time zone,
	"corpse_last_name" text,
	"corpse_first_name" text,
	"ip_address" text,
	"user_agent" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("warranties"."company_name", '') || ' ' || coalesce("warranties"."vat_code", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "warranty_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"batch" integer NOT NULL,
	"type_id" integer NOT NULL,
	"codes_count" integer NOT NULL,
	"warranties_count" integer DEFAULT 0 NOT NULL,
	"activated_count" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warranty_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"supports_activation" boolean DEFAULT true NOT NULL,
	"supports_validation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_job_id_warranty_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."warranty_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_type_id_warranty_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."warranty_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_jobs" ADD CONSTRAINT "warranty_jobs_type_id_warranty_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."warranty_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_code_key" ON "warranties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warranties_job_idx" ON "warranties" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "warranties_registered_idx" ON "warranties" USING btree ("registered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "warranties"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "warranties_vat_idx" ON "warranties" USING btree ("vat_code","registered_at" DESC NULLS LAST) WHERE "warranties"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "warranties_search_trgm_idx" ON "warranties" USING gin ("search_text" gin_trgm_ops) WHERE "warranties"."registered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_jobs_year_batch_key" ON "warranty_jobs" USING btree ("year","batch");--> statement-breakpoint
CREATE INDEX "warranty_jobs_list_idx" ON "warranty_jobs" USING btree ("year" DESC NULLS LAST,"batch" DESC NULLS LAST);