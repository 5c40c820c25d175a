-- Targeting reads the in-memory audience index and confirms rows by seq (docs/architecture.md):
-- no query uses the targeting indexes any more, and they were half of a bulk load's index
-- builds. contacts_unique_idx (profile_id, kind, value) serves what contacts_profile_idx did.
DROP INDEX "contacts_profile_idx";--> statement-breakpoint
DROP INDEX "profiles_country_idx";--> statement-breakpoint
DROP INDEX "profiles_seniority_idx";--> statement-breakpoint
DROP INDEX "profiles_department_idx";--> statement-breakpoint
DROP INDEX "profiles_industry_idx";--> statement-breakpoint
DROP INDEX "profiles_company_size_idx";--> statement-breakpoint
DROP INDEX "profiles_skills_idx";--> statement-breakpoint
DROP INDEX "profiles_languages_idx";--> statement-breakpoint
DROP INDEX "profiles_keywords_idx";--> statement-breakpoint
DROP INDEX "profiles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_updated_idx";