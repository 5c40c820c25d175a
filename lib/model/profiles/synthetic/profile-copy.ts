import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import { type OrganizationRow, sourceUrlKey } from "@/lib/model/profiles/profile-rows";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { seniorityOf } from "@/lib/model/profiles/seniority";
import { PROFILE_COLUMNS } from "./columns";
import { copyValue, escapeText } from "./copy-format";
import type { Utf8Buffer } from "./utf8-buffer";

/*
 * The seed's `profiles` COPY lines, written column by column: the same text as
 * copyLine(PROFILE_COLUMNS, profileToRow(...)) with the keywords set (profile-copy.test.ts holds
 * this), for a fraction of the CPU a million rows cost that way. No row object is built, each
 * organization's columns are escaped once, and what the seed's small vocabularies repeat
 * (seniority by title, array items) is remembered. A line is made in two steps: everything up
 * to the keywords (the last column) as soon as the profile exists, so its objects can go, and
 * the keywords once they are lexed.
 */

const COLUMNS =
  "id sourceUrl sourceUsername fn ln organizationId companyName companyDomain title seniority " +
  "department industry continent country cc state city companySize revenueBand companyType " +
  "experienceYears skills languages schools certifications hasEmail hasMobile hasWorkEmail provenance data " +
  "keywords";
// A column added to `profiles` must be written here too, in its place.
if (PROFILE_COLUMNS.map((c) => c.key).join(" ") !== COLUMNS) {
  throw new Error(
    "the profiles columns changed: update lib/model/profiles/synthetic/profile-copy.ts",
  );
}

type Value = string | null | undefined;

function text(value: Value): string {
  return value === null || value === undefined ? "\\N" : escapeText(value);
}

/** An organization's columns of its people's rows, escaped. */
interface OrganizationText {
  nameDomain: string;
  industry: Value;
  bands: string;
}

/** A profile's COPY line up to its keywords: the columns before `data`, and `data`. */
export interface ProfileLine {
  columns: string;
  data: string;
}

export type ProfileCopier = (
  profile: Profile,
  provenance: Record<string, string>,
  orgRow: OrganizationRow | undefined,
) => ProfileLine;

/** Appends the whole line to `out`: `line` and then `keywords`, the tsvector's text. */
export function appendProfileLine(out: Utf8Buffer, line: ProfileLine, keywords: string): void {
  // The data column, most of the line, goes in on its own: joined to the rest, it would be
  // copied once more, into the line's flat string, before being encoded.
  out.append(line.columns);
  out.append(line.data);
  out.append(`\t${text(keywords)}\n`);
}

const HELD_OUT = ["email", "mobile", "organization"] as const;

/**
 * The `data` column: copyValue(splitProfile(profile).data). Rather than copy some forty
 * properties into a new object first, the three fields `data` leaves out are set to undefined
 * for the call, which JSON.stringify skips, and put back: the same text, ~20 instead of ~23 CPU
 * µs a profile here.
 */
function dataText(profile: Profile): string {
  const held = HELD_OUT.map((key) => profile[key]);
  const writable = profile as Record<(typeof HELD_OUT)[number], unknown>;
  for (const [i, key] of HELD_OUT.entries()) if (held[i] !== undefined) writable[key] = undefined;
  try {
    return copyValue(profile);
  } finally {
    for (const [i, key] of HELD_OUT.entries()) if (held[i] !== undefined) writable[key] = held[i];
  }
}

/** Makes `profiles` COPY lines, remembering what repeats from one profile to the next. */
export function createProfileCopier(): ProfileCopier {
  const organizations = new WeakMap<OrganizationRow, OrganizationText>();
  const seniorities = new Map<string, string>();
  const items = new Map<string, { lower: string; text: string } | null>();

  function organizationText(org: OrganizationRow): OrganizationText {
    let cached = organizations.get(org);
    if (!cached) {
      cached = {
        nameDomain: `${text(org.name)}\t${text(org.domain)}`,
        industry: org.industry,
        bands: `${text(org.sizeBand)}\t${text(org.revenueBand)}\t${text(org.type)}`,
      };
      organizations.set(org, cached);
    }
    return cached;
  }

  function seniority(title: string | undefined): string {
    if (!title) return text(seniorityOf(title));
    let cached = seniorities.get(title);
    if (cached === undefined) {
      cached = text(seniorityOf(title));
      seniorities.set(title, cached);
    }
    return cached;
  }

  /**
   * The text[] literal of terms(values) (lib/model/profiles/profile-rows.ts: trimmed, each once
   * ignoring case, spelled as first seen), as copyValue writes one. Each value's term, in
   * lower case and quoted, is remembered; a list's few terms are compared in an array.
   */
  function array(values: (string | undefined)[] | undefined): string {
    let out = "{";
    const seen: string[] = [];
    for (const value of values ?? []) {
      if (value === undefined) continue;
      let item = items.get(value);
      if (item === undefined) {
        const term = value.trim();
        item = term ? { lower: term.toLowerCase(), text: copyValue([term]).slice(1, -1) } : null;
        items.set(value, item);
      }
      if (item === null || seen.includes(item.lower)) continue;
      out += seen.length > 0 ? `,${item.text}` : item.text;
      seen.push(item.lower);
    }
    return `${out}}`;
  }

  return (profile, provenance, org) => {
    const o = org ? organizationText(org) : undefined;
    return {
      columns:
        `${text(profile.id)}\t${text(sourceUrlKey(profile))}\t${text(profile.SourceUsername)}\t` +
        `${text(profile.fn)}\t${text(profile.ln)}\t${text(profile.organizationId ?? org?.id)}\t` +
        `${o ? o.nameDomain : "\\N\t\\N"}\t${text(profile.title)}\t${seniority(profile.title)}\t` +
        `${text(profile.department)}\t${text(profile.industry ?? o?.industry)}\t` +
        `${text(profile.continent)}\t${text(profile.country)}\t${text(profile.cc?.toUpperCase())}\t` +
        `${text(profile.state)}\t${text(profile.city)}\t${o ? o.bands : "\\N\t\\N\t\\N"}\t` +
        `${copyValue(profile.experienceYear)}\t${array(profile.skill)}\t` +
        `${array(profile.language?.map((l) => l.name))}\t` +
        `${array(profile.education?.map((e) => e.organization.name))}\t` +
        `${array(profile.certification?.map((c) => c.name))}\t` +
        `${profile.email?.length ? "t" : "f"}\t${profile.mobile?.length ? "t" : "f"}\t` +
        `${profile.email?.some(isWorkAddress) ? "t" : "f"}\t` +
        `${copyValue(provenance)}\t`,
      data: dataText(profile),
    };
  };
}
