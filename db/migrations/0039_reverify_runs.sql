CREATE TABLE "reverify_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reverify_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"list_id" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"probed" integer NOT NULL,
	"provider_calls" integer NOT NULL,
	"changed" integer NOT NULL,
	"left" integer NOT NULL,
	"skipped" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reverify_runs" ADD CONSTRAINT "reverify_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverify_runs" ADD CONSTRAINT "reverify_runs_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reverify_runs_list_idx" ON "reverify_runs" USING btree ("list_id","finished_at");