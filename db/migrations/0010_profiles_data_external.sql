-- Profile data (a few kB of JSON) lives out of line and uncompressed: the heap stays a few
-- hundred bytes a row, so scans of the targeting columns and index builds read a quarter of
-- the pages, and nothing pays pglz's ~30 µs a row on bulk loads. Replaces 0008's inline rows,
-- which left one profile per 8 kB page.
ALTER TABLE "profiles" RESET (toast_tuple_target);--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "data" SET STORAGE EXTERNAL;
