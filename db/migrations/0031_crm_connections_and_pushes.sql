CREATE TABLE "crm_campaign_links" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"pushed_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_connections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"record_url_base" text,
	"properties" jsonb,
	"properties_read_at" timestamp with time zone,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_push_rows" (
	"push_id" text NOT NULL,
	"position" integer NOT NULL,
	"account_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"email" text,
	"reason" text,
	"record_id" text,
	"record_url" text,
	CONSTRAINT "crm_push_rows_push_id_position_pk" PRIMARY KEY("push_id","position")
);
--> statement-breakpoint
CREATE TABLE "crm_pushes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"list_id" text,
	"campaign_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_records" (
	"connection_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"account_id" text NOT NULL,
	"record_id" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_records_connection_id_profile_id_pk" PRIMARY KEY("connection_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "crm_campaign_links" ADD CONSTRAINT "crm_campaign_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_campaign_links" ADD CONSTRAINT "crm_campaign_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_campaign_links" ADD CONSTRAINT "crm_campaign_links_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_rows" ADD CONSTRAINT "crm_push_rows_push_id_crm_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."crm_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_rows" ADD CONSTRAINT "crm_push_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_connections_account_idx" ON "crm_connections" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_push_rows_profile_idx" ON "crm_push_rows" USING btree ("push_id","profile_id");--> statement-breakpoint
CREATE INDEX "crm_push_rows_pending_idx" ON "crm_push_rows" USING btree ("push_id","position") WHERE "crm_push_rows"."outcome" = 'pending';--> statement-breakpoint
CREATE INDEX "crm_pushes_account_idx" ON "crm_pushes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_pushes_open_idx" ON "crm_pushes" USING btree ("status") WHERE "crm_pushes"."status" in ('queued', 'running');