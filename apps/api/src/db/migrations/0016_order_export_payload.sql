-- Export payloads written before the contract's schema (issue 20): the price list by its code, as the ERP
-- knows it, and the promotion as an object with its code.
UPDATE "order_exports" e SET "payload" = (e."payload" - 'price_list_id')
  || jsonb_build_object('price_list_code', (SELECT pl."code" FROM "price_lists" pl WHERE pl."id" = (e."payload"->>'price_list_id')::int))
WHERE e."payload" ? 'price_list_id';
--> statement-breakpoint
UPDATE "order_exports" SET "payload" = jsonb_set("payload", '{promotion}', jsonb_build_object('external_id', "payload"->>'promotion'))
WHERE jsonb_typeof("payload"->'promotion') = 'string';
