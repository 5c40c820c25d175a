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
  const columns = copyColumns(profiles, ["seq", "updatedAt", "ownerAccountId"]);
  return [
    ...columns.filter((c) => c.key !== "keywords"),
    ...columns.filter((c) => c.key === "keywords"),
  ];
})();
export const CONTACT_COLUMNS = copyColumns(contacts, ["id"]);
