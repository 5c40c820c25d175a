import { type SQL, sql } from "drizzle-orm";
import type { Profile } from "./profile-schema";

/**
 * The text behind `profiles.keywords`: the current title, the headlines and the summary, one
 * space apart. Targeting's `keywords` filter matches it with the 'english' configuration.
 */
export function keywordsText(profile: Pick<Profile, "title" | "headlineList" | "summary">): string {
  const parts = [profile.title, ...(profile.headlineList ?? []), profile.summary];
  return parts.filter((part): part is string => Boolean(part?.trim())).join(" ");
}

/** The `profiles.keywords` value of a profile, computed by the database. */
export function keywordsVector(profile: Pick<Profile, "title" | "headlineList" | "summary">): SQL {
  return sql`to_tsvector('english', ${keywordsText(profile)})`;
}
