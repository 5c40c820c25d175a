CREATE TABLE "member_usage" (
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"counter" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_usage_account_id_user_id_day_counter_pk" PRIMARY KEY("account_id","user_id","day","counter")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cap_search" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cap_api" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cap_email" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cap_mobile" integer;--> statement-breakpoint
ALTER TABLE "member_usage" ADD CONSTRAINT "member_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_usage" ADD CONSTRAINT "member_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;