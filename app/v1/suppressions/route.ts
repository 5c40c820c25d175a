import { withApi } from "@/lib/edge/api/with-api";
import {
  addDncEntries,
  listDncEntries,
  removeDncEntries,
} from "@/lib/features/do-not-contact/entries";
import { DncEntries, DncQuery } from "@/lib/features/do-not-contact/schema";

/** The account's do-not-contact list, newest first. */
export const GET = withApi(
  { permission: "suppressions", query: DncQuery },
  async ({ ctx, query }) => listDncEntries(ctx, query),
);

export const POST = withApi(
  { permission: "suppressions", body: DncEntries },
  async ({ ctx, body }) => addDncEntries(ctx, body),
);

export const DELETE = withApi(
  { permission: "suppressions", body: DncEntries },
  async ({ ctx, body }) => removeDncEntries(ctx, body),
);
