CREATE TABLE "provider_cache" (
	"account_id" text NOT NULL,
	"provider" text NOT NULL,
	"query_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"found" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_cache_account_id_provider_query_hash_pk" PRIMARY KEY("account_id","provider","query_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text,
	"provider" text NOT NULL,
	"position" integer NOT NULL,
	"key_sealed" text NOT NULL,
	"key_hint" text NOT NULL,
	"daily_budget" integer,
	"timeout_ms" integer DEFAULT 5000 NOT NULL,
	"concurrency" integer DEFAULT 4 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_usage" (
	"account_id" text NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"not_found" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_usage_account_id_provider_day_pk" PRIMARY KEY("account_id","provider","day")
);
--> statement-breakpoint
ALTER TABLE "provider_cache" ADD CONSTRAINT "provider_cache_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_configs" ADD CONSTRAINT "provider_configs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD CONSTRAINT "provider_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_cache_fetched_idx" ON "provider_cache" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "provider_configs_account_idx" ON "provider_configs" USING btree ("account_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_configs_account_provider_idx" ON "provider_configs" USING btree ("account_id","provider") WHERE "provider_configs"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_configs_operator_provider_idx" ON "provider_configs" USING btree ("provider") WHERE "provider_configs"."account_id" is null;