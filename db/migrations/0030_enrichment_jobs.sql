CREATE TABLE "enrichment_job_rows" (
	"job_id" text NOT NULL,
	"row_no" integer NOT NULL,
	"account_id" text NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"result" jsonb,
	"charge_api" smallint DEFAULT 0 NOT NULL,
	"charge_email" smallint DEFAULT 0 NOT NULL,
	"charge_mobile" smallint DEFAULT 0 NOT NULL,
	"charged_at" timestamp with time zone,
	CONSTRAINT "enrichment_job_rows_job_id_row_no_pk" PRIMARY KEY("job_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "enrichment_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"pause_reason" text,
	"columns" jsonb NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"ceiling_api" integer NOT NULL,
	"ceiling_email" integer NOT NULL,
	"ceiling_mobile" integer NOT NULL,
	"spent_api" integer DEFAULT 0 NOT NULL,
	"spent_email" integer DEFAULT 0 NOT NULL,
	"spent_mobile" integer DEFAULT 0 NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_matched" integer DEFAULT 0 NOT NULL,
	"found_email" integer DEFAULT 0 NOT NULL,
	"found_mobile" integer DEFAULT 0 NOT NULL,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrichment_job_rows" ADD CONSTRAINT "enrichment_job_rows_job_id_enrichment_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."enrichment_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_job_rows" ADD CONSTRAINT "enrichment_job_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_jobs" ADD CONSTRAINT "enrichment_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrichment_job_rows_pending_idx" ON "enrichment_job_rows" USING btree ("job_id","row_no") WHERE "enrichment_job_rows"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "enrichment_jobs_account_idx" ON "enrichment_jobs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "enrichment_jobs_running_idx" ON "enrichment_jobs" USING btree ("updated_at") WHERE "enrichment_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "enrichment_jobs_expires_idx" ON "enrichment_jobs" USING btree ("expires_at");