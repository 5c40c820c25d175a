CREATE TABLE "feed_entries" (
	"feed" text NOT NULL,
	"seq" bigint NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"profile_id" text NOT NULL,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_entries_feed_seq_pk" PRIMARY KEY("feed","seq")
);
--> statement-breakpoint
CREATE TABLE "feed_heads" (
	"feed" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"list_id" text,
	"campaign_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_one_subject" CHECK (("watches"."list_id" is null) <> ("watches"."campaign_id" is null))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "employment_verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_entries_account_idx" ON "feed_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_list_idx" ON "watches" USING btree ("list_id") WHERE "watches"."list_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watches_campaign_idx" ON "watches" USING btree ("campaign_id") WHERE "watches"."campaign_id" is not null;