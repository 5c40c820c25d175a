import { contacts, organizations, profiles } from "@/db/schema";
import { copyColumns } from "./copy-format";

/** Columns the seed COPYs into each table: all but those the database fills. */
export const ORGANIZATION_COLUMNS = copyColumns(organizations);
export const PROFILE_COLUMNS = copyColumns(profiles, ["seq", "updatedAt"]);
export const CONTACT_COLUMNS = copyColumns(contacts, ["id"]);
