import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { contacts, organizations, profiles } from "@/db/schema";
import { inText } from "@/lib/core/sql/array-params";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { notSuppressed } from "@/lib/model/suppression/suppress";
import { assembleProfile, type ProfileContacts, type StoredProfile } from "./profile-rows";
import type { Organization, Profile } from "./profile-schema";

export interface ContactInclusion {
  email: boolean;
  mobile: boolean;
  /** Leave out e-mail addresses that are not work addresses (isWorkAddress). */
  workEmailOnly?: boolean;
}

/**
 * Interface-spec profiles, in the order of `ids` (unknown and suppressed ids are left out: no
 * path hands out someone who opted out), each with its
 * organization and, when asked for, its e-mail and mobile entries (but addresses a
 * verification found invalid). Three queries whatever the
 * number of ids, with the same text whatever the number (lists go as array parameters, so each
 * is prepared once per connection). Delivering contacts is metered: callers consume allowances
 * for what they pass on.
 */
export async function loadProfiles(
  db: DbOrTx,
  ids: readonly string[],
  include: ContactInclusion,
): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: profiles.id, organizationId: profiles.organizationId, data: profiles.data })
    .from(profiles)
    .where(sql`${profiles.id} ${inText(unique)} and ${notSuppressed(profiles.id)}`);
  const orgIds = [...new Set(rows.flatMap((r) => (r.organizationId ? [r.organizationId] : [])))];
  const orgs =
    orgIds.length === 0
      ? []
      : await db
          .select({ id: organizations.id, data: organizations.data })
          .from(organizations)
          .where(sql`${organizations.id} ${inText(orgIds)}`);
  const kinds = (["email", "mobile"] as const).filter((k) => include[k]);
  const entries =
    kinds.length === 0
      ? []
      : await db
          .select({
            profileId: contacts.profileId,
            kind: contacts.kind,
            type: contacts.type,
            value: contacts.value,
          })
          .from(contacts)
          // An address a verification found invalid is never handed out (docs/verification.md).
          .where(
            sql`${contacts.profileId} ${inText(unique)} and ${contacts.kind} ${inText(kinds)} and ${contacts.verification} is distinct from 'invalid'`,
          )
          .orderBy(asc(contacts.id));

  const orgById = new Map(orgs.map((o) => [o.id, o.data as Organization]));
  const contactsById = new Map<string, ProfileContacts>();
  for (const e of entries) {
    let found = contactsById.get(e.profileId);
    if (!found) {
      found = { email: [], mobile: [] };
      contactsById.set(e.profileId, found);
    }
    const entry = { type: e.type, value: e.value };
    if (e.kind === "email" && include.workEmailOnly && !isWorkAddress(entry)) continue;
    found[e.kind].push(entry);
  }
  const byId = new Map(
    rows.map((r) => [
      r.id,
      assembleProfile(
        r.data as StoredProfile,
        r.organizationId ? orgById.get(r.organizationId) : undefined,
        contactsById.get(r.id),
      ),
    ]),
  );
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
}
