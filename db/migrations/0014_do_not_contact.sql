CREATE TABLE "do_not_contact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_contact_entry_idx" ON "do_not_contact" USING btree ("account_id","kind","value");--> statement-breakpoint
CREATE INDEX "do_not_contact_account_idx" ON "do_not_contact" USING btree ("account_id","id");