import type { enrichmentRequests } from "@/db/schema";
import type { AllowanceExceeded, MemberLimitReached } from "@/lib/core/errors";
import type { ContactKind } from "@/lib/engines/providers/pick-contacts";
import type { Profile, WithheldContact } from "@/lib/model/profiles/profile-schema";
import type { ProfileInput } from "./schemas";

export type RequestRow = typeof enrichmentRequests.$inferSelect;

export interface MissingContact {
  profileId: string;
  field: ContactKind;
  reason: AllowanceExceeded["reason"] | MemberLimitReached["reason"];
}

/** What `enrichment_requests.result` holds once a request succeeded. */
export interface StoredResult {
  data: Profile[];
  missing: MissingContact[];
  notFound: ProfileInput[];
  /** People matched but held back by the account's do-not-contact list (absent before it). */
  withheld?: WithheldContact[];
  /** Profile id → field → the source it came from (contacts: the waterfall's pick). */
  provenance: Record<string, Record<string, string>>;
  /** Profile id → source → when its data was obtained; `local` for the profile's own row. */
  sourcedAt?: Record<string, Record<string, string>>;
}
