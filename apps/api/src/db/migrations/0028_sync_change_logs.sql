CREATE TABLE "customer_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_id" integer NOT NULL,
	"customer_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_horizons" (
	"log" text NOT NULL,
	"min_tx" bigint NOT NULL,
	CONSTRAINT "sync_horizons_log_pk" PRIMARY KEY("log")
);
--> statement-breakpoint
CREATE INDEX "customer_changes_profile_tx_idx" ON "customer_changes" USING btree ("profile_id","tx","seq");--> statement-breakpoint
CREATE INDEX "price_changes_list_tx_idx" ON "price_changes" USING btree ("price_list_id","tx","seq");--> statement-breakpoint
CREATE INDEX "product_changes_tx_idx" ON "product_changes" USING btree ("tx","seq");--> statement-breakpoint
-- Custom statements: the triggers that fill the change logs, one statement each (transition tables), so an import
-- of thousands of rows adds one INSERT … SELECT per statement, not one per row. Imports write only rows that
-- differ (jobs/import/sql-helpers.ts), so an unchanged re-import logs nothing.
-- A customer change reaches every agent profile linked to the customer now; a removed link reaches the profile
-- that lost it (the call then answers a tombstone: the customer id, nothing else).
CREATE FUNCTION log_customer_changes(customer_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_changes (profile_id, customer_id)
  SELECT cp.profile_id, cp.customer_id FROM customer_profiles cp WHERE cp.customer_id = ANY(customer_ids)
$$;
--> statement-breakpoint
-- Tables with a customer_id column (addresses, contacts, turnover, notes) and customers itself (TG_ARGV[0] = 'id').
CREATE FUNCTION customer_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT log_customer_changes(array_agg(DISTINCT %I)) FROM n', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT log_customer_changes(array_agg(DISTINCT %I)) FROM o', TG_ARGV[0]);
  ELSE
    EXECUTE format('SELECT log_customer_changes(array_agg(DISTINCT c)) FROM (SELECT %1$I AS c FROM n UNION SELECT %1$I FROM o) x', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_sync_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('id');
--> statement-breakpoint
CREATE TRIGGER customer_addresses_sync_insert AFTER INSERT ON customer_addresses REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_addresses_sync_update AFTER UPDATE ON customer_addresses REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_addresses_sync_delete AFTER DELETE ON customer_addresses REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contacts_sync_insert AFTER INSERT ON customer_contacts REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contacts_sync_update AFTER UPDATE ON customer_contacts REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contacts_sync_delete AFTER DELETE ON customer_contacts REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_year_data_sync_insert AFTER INSERT ON customer_year_data REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_year_data_sync_update AFTER UPDATE ON customer_year_data REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_year_data_sync_delete AFTER DELETE ON customer_year_data REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_notes_sync_insert AFTER INSERT ON customer_notes REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_notes_sync_update AFTER UPDATE ON customer_notes REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_notes_sync_delete AFTER DELETE ON customer_notes REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_changed('customer_id');
--> statement-breakpoint
-- A link added or removed reaches exactly that profile.
CREATE FUNCTION customer_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_changes (profile_id, customer_id) SELECT profile_id, customer_id FROM n;
  ELSE
    INSERT INTO customer_changes (profile_id, customer_id) SELECT profile_id, customer_id FROM o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_profiles_sync_insert AFTER INSERT ON customer_profiles REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_links_changed();
--> statement-breakpoint
CREATE TRIGGER customer_profiles_sync_delete AFTER DELETE ON customer_profiles REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION customer_links_changed();
--> statement-breakpoint
-- A customer shows its payment mode's description, its price list's code and its group's name: renaming one
-- changes every customer that uses it. TG_ARGV[0] is the customers column that refers to the renamed table.
CREATE FUNCTION customer_references_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT log_customer_changes(array_agg(c.id)) FROM customers c WHERE c.%I IN (SELECT id FROM n)', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_modes_sync_update AFTER UPDATE ON payment_modes REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_references_changed('payment_mode_id');
--> statement-breakpoint
CREATE TRIGGER price_lists_sync_update AFTER UPDATE ON price_lists REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_references_changed('price_list_id');
--> statement-breakpoint
CREATE TRIGGER customer_groups_sync_update AFTER UPDATE ON customer_groups REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION customer_references_changed('group_id');
--> statement-breakpoint
-- Products: any change, and every product of a category that was added, changed (enabled, code) or removed.
CREATE FUNCTION product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_changes (product_id) SELECT id FROM o;
  ELSE
    INSERT INTO product_changes (product_id) SELECT id FROM n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sync_insert AFTER INSERT ON products REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_sync_update AFTER UPDATE ON products REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_sync_delete AFTER DELETE ON products REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed();
--> statement-breakpoint
CREATE FUNCTION product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_changes (product_id) SELECT p.id FROM products p WHERE p.category_code IN (SELECT code FROM n);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_changes (product_id) SELECT p.id FROM products p WHERE p.category_code IN (SELECT code FROM o);
  ELSE
    INSERT INTO product_changes (product_id) SELECT p.id FROM products p
    WHERE p.category_code IN (SELECT code FROM n UNION SELECT code FROM o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_sync_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_sync_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS o NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_sync_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_changed();
--> statement-breakpoint
CREATE FUNCTION product_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO price_changes (price_list_id, product_id) SELECT price_list_id, product_id FROM o;
  ELSE
    INSERT INTO price_changes (price_list_id, product_id) SELECT price_list_id, product_id FROM n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_insert AFTER INSERT ON product_prices REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_update AFTER UPDATE ON product_prices REFERENCING NEW TABLE AS n
FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_delete AFTER DELETE ON product_prices REFERENCING OLD TABLE AS o
FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
