-- Current carts restored from a quote deleted before deletion unlinked them (issue 55): they named a quote that no
-- longer exists, so every save answered 404. They keep their products as new unsaved carts.
UPDATE "current_carts"
SET "content" = "content" || '{"id": null, "quote_revision": null, "name": null, "type": null}'::jsonb,
    "version" = "version" + 1,
    "updated_at" = now()
WHERE jsonb_typeof("content" -> 'id') = 'number'
  AND NOT EXISTS (SELECT 1 FROM "carts" WHERE "carts"."id" = ("current_carts"."content" ->> 'id')::integer);
