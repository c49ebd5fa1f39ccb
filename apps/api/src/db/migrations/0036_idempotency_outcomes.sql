-- What each Idempotency-Key produced, once and for good (DESIGN.md convention 11, issue 53 points 4-5): keyed by
-- (user, key), with a fingerprint of the request (call + params + body) and the answer a replay gives. Written in the
-- same transaction as the outcome and never updated, so a later save, delete or purge of the row it produced never
-- changes what the key answers. The old idempotency_key columns of carts, orders and visits stay (no longer read).
CREATE TABLE "idempotency_outcomes" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text,
	"kind" text NOT NULL,
	"target_id" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_outcomes_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_outcomes" ADD CONSTRAINT "idempotency_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keys written before this table: their fingerprint is unknown (null: any body replays them), orders' and visits'
-- answers are rebuilt here; a cart's (quote or held order) answer is null and rebuilt from the cart when replayed.
INSERT INTO "idempotency_outcomes" ("user_id", "key", "kind", "target_id", "answer")
SELECT o.user_id, o.idempotency_key, 'order', o.id,
       jsonb_build_object('success', true, 'message', 'Ordine inserito correttamente', 'order_id', o.id, 'order_code', o.code)
  FROM orders o WHERE o.user_id IS NOT NULL AND o.idempotency_key IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotency_outcomes" ("user_id", "key", "kind", "target_id", "answer")
SELECT v.user_id, v.idempotency_key, 'visit', v.id,
       jsonb_build_object('success', true, 'message', 'Visita salvata correttamente', 'visit', jsonb_build_object(
         'id', v.id, 'date_visit', v.date_visit::text, 'notes', v.notes, 'user_id', v.user_id, 'profile_external_id', p.external_id,
         'customer', jsonb_build_object('customer_id', c.id, 'customer_external_id', c.external_id, 'company_name', c.company_name)))
  FROM visits v JOIN profiles p ON p.id = v.profile_id JOIN customers c ON c.id = v.customer_id
 WHERE v.user_id IS NOT NULL AND v.idempotency_key IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotency_outcomes" ("user_id", "key", "kind", "target_id")
SELECT c.user_id, c.idempotency_key, CASE WHEN c.type = 'quotes' THEN 'quote' ELSE 'held_order' END, c.id
  FROM carts c WHERE c.idempotency_key IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A note's version: from one sequence, so a note deleted and written again never gets back a version a device holds.
CREATE SEQUENCE "customer_note_version_seq" AS integer;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "version" integer DEFAULT nextval('customer_note_version_seq') NOT NULL;
--> statement-breakpoint
ALTER SEQUENCE "customer_note_version_seq" OWNED BY "customer_notes"."version";
