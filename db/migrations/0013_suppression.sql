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
CREATE TABLE "suppressed_profiles" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"suppressed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppressed_profiles" ADD CONSTRAINT "suppressed_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opt_out_attempts_address_idx" ON "opt_out_attempts" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "opt_out_attempts_client_idx" ON "opt_out_attempts" USING btree ("client_hash","created_at");