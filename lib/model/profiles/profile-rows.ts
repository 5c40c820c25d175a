import type { organizations, profiles } from "@/db/schema";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { companySizeOf, revenueBandOf } from "./bands";
import type { ContactEntry, Organization, Profile } from "./profile-schema";
import { seniorityOf } from "./seniority";

export type ProfileRow = typeof profiles.$inferInsert;
export type OrganizationRow = typeof organizations.$inferInsert;

/** What `profiles.data` holds: the profile without the parts stored in their own tables. */
export type StoredProfile = Omit<Profile, "email" | "mobile" | "organization">;

export interface ProfileContacts {
  email: ContactEntry[];
  mobile: ContactEntry[];
}

/** "https://www.Acme.io/about" → "acme.io". */
export function domainOf(website?: string): string | undefined {
  if (!website) return undefined;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

const SLASH = 0x2f;

/**
 * The `source_url` lookup key: the profile's address on its network, unmasked, trimmed, lower
 * case, without a trailing slash. The delivered `SourceUrl` is partly masked in its last path
 * segment; that segment is the `SourceUsername`, which restores it. A masked address that
 * cannot be restored identifies no one and gives no key.
 */
export function sourceUrlKey(
  profile: Pick<Profile, "SourceUrl" | "SourceUsername">,
): string | null {
  // Scanned by hand rather than with /\/+$/ and /[^/]*$/, which the regexp engine tries from
  // every position of the address: ~1 µs a profile, which a million-profile seed notices.
  let url = profile.SourceUrl?.trim() ?? "";
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === SLASH) end--;
  url = url.slice(0, end);
  if (!url) return null;
  if (url.includes("*")) {
    if (!profile.SourceUsername) return null;
    url = url.slice(0, url.lastIndexOf("/") + 1) + profile.SourceUsername;
  }
  return url.includes("*") ? null : url.toLowerCase();
}

/** Array columns hold trimmed values, each once ignoring case, spelled as first seen. */
function terms(values: (string | undefined)[] | undefined): string[] {
  const out = new Map<string, string>();
  for (const v of values ?? []) {
    const t = v?.trim();
    if (t && !out.has(t.toLowerCase())) out.set(t.toLowerCase(), t);
  }
  return [...out.values()];
}

export function organizationToRow(org: Organization): OrganizationRow {
  return {
    id: org.id,
    name: org.name,
    domain: domainOf(org.website) ?? null,
    industry: org.industry ?? null,
    sizeBand: companySizeOf(org.size, org.employeeOnSource) ?? null,
    revenueBand: revenueBandOf(org.revenue) ?? null,
    type: org.type ?? null,
    cc: org.cc?.toUpperCase() ?? null,
    data: org,
  };
}

/** Splits a profile into what `profiles.data` keeps, its organization and its contacts. */
export function splitProfile(profile: Profile): {
  data: StoredProfile;
  organization?: Organization;
  contacts: ProfileContacts;
} {
  const { email, mobile, organization, ...data } = profile;
  return { data, organization, contacts: { email: email ?? [], mobile: mobile ?? [] } };
}

/**
 * The `profiles` row of an interface-spec profile: its data as is, and the columns targeting
 * filters on derived from it. `keywords` is left to the writer (lib/model/profiles/keywords.ts).
 */
export function profileToRow(
  profile: Profile,
  provenance: Record<string, string> = {},
  /** The organization's row when the caller has it already (the seed: one per thousands of people). */
  orgRow: OrganizationRow | undefined = profile.organization
    ? organizationToRow(profile.organization)
    : undefined,
): ProfileRow {
  const { data, contacts } = splitProfile(profile);
  return {
    id: profile.id,
    sourceUrl: sourceUrlKey(profile),
    sourceUsername: profile.SourceUsername ?? null,
    fn: profile.fn ?? null,
    ln: profile.ln ?? null,
    organizationId: profile.organizationId ?? orgRow?.id ?? null,
    companyName: orgRow?.name ?? null,
    companyDomain: orgRow?.domain ?? null,
    title: profile.title ?? null,
    seniority: seniorityOf(profile.title) ?? null,
    department: profile.department ?? null,
    industry: profile.industry ?? orgRow?.industry ?? null,
    continent: profile.continent ?? null,
    country: profile.country ?? null,
    cc: profile.cc?.toUpperCase() ?? null,
    state: profile.state ?? null,
    city: profile.city ?? null,
    companySize: orgRow?.sizeBand ?? null,
    revenueBand: orgRow?.revenueBand ?? null,
    companyType: orgRow?.type ?? null,
    experienceYears: profile.experienceYear ?? null,
    skills: terms(profile.skill),
    languages: terms(profile.language?.map((l) => l.name)),
    schools: terms(profile.education?.map((e) => e.organization.name)),
    certifications: terms(profile.certification?.map((c) => c.name)),
    hasEmail: contacts.email.length > 0,
    hasMobile: contacts.mobile.length > 0,
    hasWorkEmail: contacts.email.some(isWorkAddress),
    provenance,
    data,
  };
}

/** The interface-spec profile back from its stored parts; absent parts stay absent. */
export function assembleProfile(
  data: StoredProfile,
  organization: Organization | undefined,
  contacts: Partial<ProfileContacts> = {},
): Profile {
  return {
    ...data,
    ...(contacts.email?.length ? { email: contacts.email } : {}),
    ...(contacts.mobile?.length ? { mobile: contacts.mobile } : {}),
    ...(organization ? { organization } : {}),
  };
}

/**
 * The JSON text of `assembleProfile(data, organization)` without parsing `data`: the profile's
 * text as `profiles.data` stores it (json, kept as written), the organization spliced in as its
 * last field, where the object spread puts it. Searching passes pages of these through whole
 * (a profile is ~4 kB: parsing and re-serializing a page of 25 costs ~0.35 ms for nothing).
 */
export function assembleProfileJson(
  dataJson: string,
  organizationJson: string | undefined,
): string {
  if (!organizationJson) return dataJson;
  const body = dataJson.slice(0, dataJson.lastIndexOf("}")).trimEnd();
  // Only an empty object's text ends in "{" before its closing brace.
  return `${body}${body.endsWith("{") ? "" : ","}"organization":${organizationJson}}`;
}
