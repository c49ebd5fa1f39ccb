-- Users get the version check of the other admin tables (issue 22): a save based on an old version is refused.
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
