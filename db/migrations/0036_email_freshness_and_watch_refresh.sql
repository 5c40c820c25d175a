ALTER TABLE "watches" ADD COLUMN "refresh_every_days" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "refresh_budget" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "refresh_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: the audience index reads email_verified_at (targeting's verifiedWithinDays), so an
-- update of it is a change the index must catch up with, like the other targeting columns.
CREATE OR REPLACE FUNCTION profile_changes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes (seq)
  SELECT seq FROM (
    SELECT seq, seniority, department, industry, continent, country, state, city, company_size,
      revenue_band, company_type, company_name, company_domain, skills, languages, schools,
      certifications, title, experience_years, has_email, has_mobile, has_work_email, keywords,
      owner_account_id, email_verified_at FROM new_rows
    EXCEPT
    SELECT seq, seniority, department, industry, continent, country, state, city, company_size,
      revenue_band, company_type, company_name, company_domain, skills, languages, schools,
      certifications, title, experience_years, has_email, has_mobile, has_work_email, keywords,
      owner_account_id, email_verified_at FROM old_rows
  ) edited
  UNION
  (SELECT seq FROM old_rows EXCEPT SELECT seq FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The people whose addresses a re-verification already dated: their date, not this migration's.
UPDATE profiles p SET email_verified_at = v.at
  FROM (SELECT profile_id, max(last_verified_at) AS at FROM contacts
         WHERE kind = 'email' AND verification IS NOT NULL AND verification <> 'invalid'
         GROUP BY profile_id) v
 WHERE v.profile_id = p.id;
--> statement-breakpoint
-- And those left with no address but invalid ones have no e-mail to target or deliver.
UPDATE profiles p SET has_email = false, has_work_email = false
 WHERE p.id IN (SELECT profile_id FROM contacts WHERE kind = 'email' AND verification = 'invalid')
   AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.profile_id = p.id AND c.kind = 'email'
                    AND c.verification IS DISTINCT FROM 'invalid');
