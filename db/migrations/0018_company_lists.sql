CREATE TABLE "company_list_entries" (
	"list_id" text NOT NULL,
	"row" integer NOT NULL,
	"domain" text,
	"name" text,
	"match_domain" text,
	"match_name" text,
	"matched_by" text,
	"problem" text,
	CONSTRAINT "company_list_entries_list_id_row_pk" PRIMARY KEY("list_id","row")
);
--> statement-breakpoint
CREATE TABLE "company_lists" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"matched" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_list_entries" ADD CONSTRAINT "company_list_entries_list_id_company_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."company_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_lists" ADD CONSTRAINT "company_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_list_entries_domain_idx" ON "company_list_entries" USING btree ("list_id","match_domain");--> statement-breakpoint
CREATE INDEX "company_list_entries_name_idx" ON "company_list_entries" USING btree ("list_id","match_name");--> statement-breakpoint
CREATE INDEX "company_lists_account_idx" ON "company_lists" USING btree ("account_id","created_at");