CREATE TABLE "do_not_contact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_out_attempts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"address_hash" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_audit" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"action" text NOT NULL,
	"subject_hash" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressed_profiles" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"suppressed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_profiles" ADD CONSTRAINT "suppressed_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_contact_entry_idx" ON "do_not_contact" USING btree ("account_id","kind","value");--> statement-breakpoint
CREATE INDEX "do_not_contact_account_idx" ON "do_not_contact" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "opt_out_attempts_address_idx" ON "opt_out_attempts" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "opt_out_attempts_client_idx" ON "opt_out_attempts" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "privacy_audit_subject_idx" ON "privacy_audit" USING btree ("subject_hash","created_at");--> statement-breakpoint
CREATE INDEX "campaign_leads_account_profile_idx" ON "campaign_leads" USING btree ("account_id","profile_id","delivered_at");