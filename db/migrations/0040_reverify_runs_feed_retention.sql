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
ALTER TABLE "feed_heads" ADD COLUMN "pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reverify_runs" ADD CONSTRAINT "reverify_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverify_runs" ADD CONSTRAINT "reverify_runs_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reverify_runs_list_idx" ON "reverify_runs" USING btree ("list_id","finished_at");--> statement-breakpoint
CREATE INDEX "feed_entries_at_idx" ON "feed_entries" USING btree ("at");--> statement-breakpoint
-- A person taken off a list, by whatever path (a removal, a deleted own contact, an erasure:
-- the cascades of profiles), is a `left` entry of the list's change feed, numbered through
-- feed_heads as the application numbers entries (lib/features/changes/feed.ts): feeds are
-- taken in the order of their names, and the head row stays locked until commit. Nothing is
-- written for a list, or an account, deleted in the same statement.
CREATE FUNCTION list_items_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH kept AS (
    SELECT g.account_id, 'list:' || g.list_id AS feed, g.profile_id
      FROM gone g
     WHERE EXISTS (SELECT 1 FROM lists l WHERE l.id = g.list_id)
       AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = g.account_id)
  ), counts AS (
    SELECT feed, count(*) AS n FROM kept GROUP BY feed
  ), heads AS (
    INSERT INTO feed_heads AS h (feed, seq)
    SELECT feed, n FROM counts ORDER BY feed
    ON CONFLICT (feed) DO UPDATE SET seq = h.seq + excluded.seq
    RETURNING h.feed, h.seq
  )
  INSERT INTO feed_entries (feed, seq, account_id, kind, profile_id, at)
  SELECT k.feed,
         hd.seq - c.n + row_number() OVER (PARTITION BY k.feed ORDER BY k.profile_id),
         k.account_id, 'left', k.profile_id, now()
    FROM kept k JOIN counts c ON c.feed = k.feed JOIN heads hd ON hd.feed = k.feed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER list_items_left AFTER DELETE ON list_items
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION list_items_left();
