ALTER TABLE "invoice_items" ADD COLUMN "discount_1" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_2" numeric(5, 2) DEFAULT '0' NOT NULL;