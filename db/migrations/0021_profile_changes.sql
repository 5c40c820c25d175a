CREATE TABLE "profile_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"through" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_changes_xid_idx" ON "profile_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "profile_changes_at_idx" ON "profile_changes" USING btree ("at");--> statement-breakpoint
-- Hand-written: the triggers that fill profile_changes, so every writer of profiles (imports,
-- enrichment, the seed, privacy deletions, account deletions by cascade, opt-outs) is tracked
-- without calling anything. Statement-level with transition tables: one INSERT … SELECT per
-- statement, so a COPY of thousands of rows costs one set-based insert, not a row trigger each.
-- An update is recorded only when a column the audience index reads changed.
CREATE FUNCTION profile_changes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes (seq) SELECT seq FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_changes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes (seq) SELECT seq FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_changes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes (seq)
  SELECT seq FROM (
    SELECT seq, seniority, department, industry, continent, country, state, city, company_size,
      revenue_band, company_type, company_name, company_domain, skills, languages, schools,
      certifications, title, experience_years, has_email, has_mobile, has_work_email, keywords,
      owner_account_id FROM new_rows
    EXCEPT
    SELECT seq, seniority, department, industry, continent, country, state, city, company_size,
      revenue_band, company_type, company_name, company_domain, skills, languages, schools,
      certifications, title, experience_years, has_email, has_mobile, has_work_email, keywords,
      owner_account_id FROM old_rows
  ) edited
  UNION
  -- A seq that disappeared (never in practice: seq is not written) is a change too.
  (SELECT seq FROM old_rows EXCEPT SELECT seq FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_changes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes (seq) VALUES (-1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_changes_suppressed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO profile_changes (seq)
    SELECT p.seq FROM new_rows s JOIN profiles p ON p.id = s.profile_id;
  ELSE
    INSERT INTO profile_changes (seq)
    SELECT p.seq FROM old_rows s JOIN profiles p ON p.id = s.profile_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_track_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_inserted();--> statement-breakpoint
CREATE TRIGGER profiles_track_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_updated();--> statement-breakpoint
CREATE TRIGGER profiles_track_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_deleted();--> statement-breakpoint
CREATE TRIGGER profiles_track_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_truncated();--> statement-breakpoint
CREATE TRIGGER suppressed_profiles_track_insert AFTER INSERT ON suppressed_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_suppressed();--> statement-breakpoint
CREATE TRIGGER suppressed_profiles_track_delete AFTER DELETE ON suppressed_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_suppressed();--> statement-breakpoint
CREATE TRIGGER suppressed_profiles_track_truncate AFTER TRUNCATE ON suppressed_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_truncated();
