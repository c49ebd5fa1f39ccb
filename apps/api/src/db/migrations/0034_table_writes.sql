CREATE TABLE "table_writes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"mark" numeric NOT NULL
);
--> statement-breakpoint
-- Custom statements: every statement that writes customers or products (an import, a new customer, the document
-- totals an order moves on its customer) adds a row with a random mark in 1..2^52, so that the sum of a table's marks
-- grows with every committed write to it. A reader takes the sum and what it matches in one statement (one snapshot):
-- an equal sum later means no write was committed in between, since a later snapshot sees a superset of the rows and
-- every mark is positive. Random marks, not a counter, so that two databases (a test's clones of one template) never
-- share a version.
CREATE FUNCTION note_table_write(written text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
BEGIN
  INSERT INTO table_writes (table_name, mark) VALUES (written, floor(random() * 4503599627370496) + 1) RETURNING id INTO added;
  -- Every 64th row folds the table into one row per written table holding its sum, so that readers add up a few
  -- rows. Only a writer that gets the lock at once folds: the others go on, and no writer ever waits here (no
  -- deadlock with the rows it holds). The rows of transactions still open are not visible, stay, and are folded later.
  IF added % 64 = 0 AND pg_try_advisory_xact_lock(hashtextextended('table_writes:fold', 0)) THEN
    WITH gone AS (DELETE FROM table_writes RETURNING table_name, mark)
    INSERT INTO table_writes (table_name, mark) SELECT table_name, sum(mark) FROM gone GROUP BY table_name;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION table_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_table_write(TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An UPDATE that changed no row writes nothing: the customers' totals trigger runs one for every document statement,
-- a status change included, and those must not make every process read its customers again.
CREATE FUNCTION table_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM updated_rows) THEN
    PERFORM note_table_write(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_written AFTER INSERT OR DELETE OR TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION table_written();
--> statement-breakpoint
CREATE TRIGGER customers_updated AFTER UPDATE ON customers REFERENCING NEW TABLE AS updated_rows FOR EACH STATEMENT EXECUTE FUNCTION table_rows_updated();
--> statement-breakpoint
CREATE TRIGGER products_written AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION table_written();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS updated_rows FOR EACH STATEMENT EXECUTE FUNCTION table_rows_updated();
--> statement-breakpoint
-- This database's first marks.
SELECT note_table_write('customers'), note_table_write('products');
