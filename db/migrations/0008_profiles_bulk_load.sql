ALTER TABLE "profiles" ALTER COLUMN "keywords" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "data" SET DATA TYPE json;--> statement-breakpoint
-- Profiles of a few kB stay inline and uncompressed: pglz would cost ~30 µs a row on bulk loads.
ALTER TABLE "profiles" SET (toast_tuple_target = 8160);