-- Staged import rows are scratch data (a crash may lose them: the import is re-run): no WAL for them.
ALTER TABLE "import_staging" SET UNLOGGED;
