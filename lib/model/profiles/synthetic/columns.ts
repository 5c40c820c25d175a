import { contacts, organizations, profiles } from "@/db/schema";
import { copyColumns } from "./copy-format";

/** Columns the seed COPYs into each table: all but those the database fills. */
export const ORGANIZATION_COLUMNS = copyColumns(organizations);
/**
 * `keywords` last: a generator thread writes each profile's line up to it as soon as the profile
 * is made, and its keywords once the batch's text has been lexed (lib/model/profiles/synthetic/seed-worker.ts).
 */
export const PROFILE_COLUMNS = (() => {
  // The seed writes the shared catalogue: owner_account_id stays null (lib/features/contact-imports).
  // employment_verified_at and email_verified_at are the database's: the seed is when the
  // source was seen.
  const columns = copyColumns(profiles, [
    "seq",
    "updatedAt",
    "ownerAccountId",
    "employmentVerifiedAt",
    "emailVerifiedAt",
  ]);
  return [
    ...columns.filter((c) => c.key !== "keywords"),
    ...columns.filter((c) => c.key === "keywords"),
  ];
})();
/** Freshness and verification are the database's: seen now, never verified. */
export const CONTACT_COLUMNS = copyColumns(contacts, ["id", "lastVerifiedAt", "verification"]);
