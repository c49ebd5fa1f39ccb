-- Issue 56 §3–4: an agent's discount authority and the approval queue. A user may carry his own maximum effective
-- line discount (basis points; null = the settings' default). An order beyond it (or of a customer overdue past the
-- settings' days) is stored 'Da approvare' with one row here: why it is held, the ERP payload it will be exported
-- with once approved (no order_exports row until then), who sent it, and the decision (who, when, the reason of a
-- rejection). The row is the order's approval history.
ALTER TABLE "users" ADD COLUMN "discount_limit_bp" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_discount_limit_bp_range" CHECK (discount_limit_bp IS NULL OR (discount_limit_bp >= 0 AND discount_limit_bp <= 10000));--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reasons" jsonb NOT NULL,
	"export_payload" jsonb NOT NULL,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "order_approvals_decision_check" CHECK (decision IS NULL OR decision IN ('approved', 'rejected'))
);--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_pending_idx" ON "order_approvals" USING btree ("requested_at") WHERE decision IS NULL;
