CREATE TABLE "rate_limit_buckets" (
	"key_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"tokens" double precision NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rewritten on every request and worth no WAL (not replicated; a crash empties it: buckets start full).
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
