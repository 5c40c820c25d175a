CREATE TABLE "crm_contacts" (
	"connection_id" text NOT NULL,
	"record_id" text NOT NULL,
	"account_id" text NOT NULL,
	"email" text,
	"domain" text,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_contacts_connection_id_record_id_pk" PRIMARY KEY("connection_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "crm_pulls" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"mark" timestamp (3) with time zone,
	"query_from" timestamp (3) with time zone,
	"after" text,
	"seen_through" timestamp (3) with time zone,
	"read" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pulls" ADD CONSTRAINT "crm_pulls_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pulls" ADD CONSTRAINT "crm_pulls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_contacts_email_idx" ON "crm_contacts" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "crm_contacts_domain_idx" ON "crm_contacts" USING btree ("account_id","domain");