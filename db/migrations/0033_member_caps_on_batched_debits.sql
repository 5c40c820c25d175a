ALTER TABLE "campaigns" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "enrichment_requests" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "enrichment_jobs" ADD COLUMN "acting_user_id" text;