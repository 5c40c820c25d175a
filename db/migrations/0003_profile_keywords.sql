ALTER TABLE "profiles" drop column "keywords";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "keywords" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(data->>'summary', '') || ' ' || coalesce((data->'headlineList')::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "profiles_keywords_idx" ON "profiles" USING gin ("keywords");
