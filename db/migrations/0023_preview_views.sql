CREATE TABLE "preview_views" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"profile_id" text NOT NULL,
	CONSTRAINT "preview_views_account_id_day_profile_id_pk" PRIMARY KEY("account_id","day","profile_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "preview_people_per_day" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "preview_views" ADD CONSTRAINT "preview_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;