CREATE TABLE "command_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"elapsed_ms" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"output" jsonb,
	"error" text,
	"worker_id" text,
	"heartbeat_at" timestamp with time zone,
	"created_by" integer,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "command_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"params" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_staging" (
	"run_id" integer NOT NULL,
	"line" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "command_runs" ADD CONSTRAINT "command_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "command_runs_created_idx" ON "command_runs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "command_runs_name_idx" ON "command_runs" USING btree ("name","finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "command_runs_started_idx" ON "command_runs" USING btree ("status") WHERE status IN ('queued', 'started');