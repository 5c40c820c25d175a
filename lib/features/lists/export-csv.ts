import { formulaSafe } from "@/lib/core/csv/spreadsheet-formula";
import { workAddressesFirst } from "@/lib/model/profiles/email-domains";
import type { Profile } from "@/lib/model/profiles/profile-schema";

/** A column: its header, its value, and whether it holds phone numbers (left as they are). */
type Column = [header: string, value: (p: Profile, addedAt: string) => unknown, kind?: "phone"];

const join = (values: (string | undefined)[] | undefined) =>
  (values ?? []).filter((v) => v !== undefined && v !== "").join("; ");
const date = (iso?: string) => iso?.slice(0, 10) ?? "";
/** The lead's addresses, verified work first, then work, then personal (docs/api-contract.md). */
const emails = (p: Profile) => workAddressesFirst(p.email ?? []);

/**
 * Every interface-spec field, flattened for a spreadsheet: one row per lead, nested objects as
 * dotted columns, lists joined with "; ", dated history entries as readable summaries.
 */
const FULL: Column[] = [
  ["addedAt", (_p, at) => at],
  ["id", (p) => p.id],
  ["name", (p) => p.name],
  ["fn", (p) => p.fn],
  ["ln", (p) => p.ln],
  ["title", (p) => p.title],
  ["email", (p) => join(emails(p).map((e) => e.value))],
  ["emailType", (p) => join(emails(p).map((e) => e.type))],
  ["mobile", (p) => join(p.mobile?.map((m) => m.value)), "phone"],
  ["mobileType", (p) => join(p.mobile?.map((m) => m.type))],
  ["organization.name", (p) => p.organization?.name],
  ["organization.website", (p) => p.organization?.website],
  ["organization.industry", (p) => p.organization?.industry],
  ["organization.sector", (p) => p.organization?.sector],
  ["organization.type", (p) => p.organization?.type],
  ["organization.size", (p) => p.organization?.size],
  ["organization.revenue.us", (p) => p.organization?.revenue?.us],
  ["organization.revenue.eu", (p) => p.organization?.revenue?.eu],
  ["organization.employeeOnSource", (p) => p.organization?.employeeOnSource],
  ["organization.headquarter", (p) => p.organization?.headquarter],
  ["organization.location", (p) => p.organization?.location],
  [
    "organization.locations",
    (p) => join(p.organization?.locations?.map((l) => `${l.type}: ${l.address}`)),
  ],
  ["organization.cc", (p) => p.organization?.cc],
  ["organization.id", (p) => p.organization?.id],
  ["organization.nameList", (p) => join(p.organization?.nameList)],
  ["organization.SourceUrl", (p) => p.organization?.SourceUrl],
  ["organization.about", (p) => p.organization?.about],
  ["organization.headlineList", (p) => join(p.organization?.headlineList)],
  ["organization.coverImage", (p) => p.organization?.coverImage],
  ["organizationId", (p) => p.organizationId],
  ["department", (p) => p.department],
  ["industry", (p) => p.industry],
  ["experienceYear", (p) => p.experienceYear],
  ["titles", (p) => join(p.titles)],
  ["headlineList", (p) => join(p.headlineList)],
  ["summary", (p) => p.summary],
  ["skill", (p) => join(p.skill)],
  ["language", (p) => join(p.language?.map((l) => `${l.name} (${l.proficiency})`))],
  ["honorsAndAwards", (p) => join(p.honorsAndAwards)],
  ["location", (p) => p.location],
  ["locations", (p) => join(p.locations)],
  ["city", (p) => p.city],
  ["cities", (p) => join(p.cities)],
  ["state", (p) => p.state],
  ["states", (p) => join(p.states)],
  ["country", (p) => p.country],
  ["countries", (p) => join(p.countries)],
  ["cc", (p) => p.cc],
  ["continent", (p) => p.continent],
  ["geo.lat", (p) => p.geo?.lat],
  ["geo.lon", (p) => p.geo?.lon],
  ["gender", (p) => p.gender],
  [
    "experience",
    (p) =>
      join(
        p.experience?.map(
          (e) =>
            `${e.title} at ${e.organization.name} (${date(e.startDate)}–${e.current ? "present" : date(e.endDate)})`,
        ),
      ),
  ],
  [
    "education",
    (p) =>
      join(p.education?.map((e) => `${e.degree} — ${e.organization.name} (${date(e.startYear)})`)),
  ],
  [
    "certification",
    (p) =>
      join(
        p.certification?.map(
          (c) =>
            `${c.name} — ${c.organization?.name ?? ""} (${c.credentialId}, ${date(c.startDate)})`,
        ),
      ),
  ],
  ["SourceUrl", (p) => p.SourceUrl],
  ["SourceUsername", (p) => p.SourceUsername],
  ["SourceId", (p) => p.SourceId],
  ["SourceConnections", (p) => p.SourceConnections],
  ["followers", (p) => p.followers],
  ["serviceId", (p) => p.serviceId],
  ["serviceUsername", (p) => p.serviceUsername],
  ["profileImage", (p) => p.profileImage],
  ["coverImage", (p) => p.coverImage],
];

/**
 * The headers HubSpot's and Salesforce's import wizards map to their contact/lead fields by
 * themselves (HubSpot: First Name, Last Name, Email, Phone Number, Company Name, Job Title,
 * City, State/Region, Country/Region, Website URL, Industry; Salesforce matches First Name,
 * Last Name, Email, Company, Title, City, Country, Website, Industry by these names too). One
 * address and one number per row: a CRM field takes one; the address is the work one first.
 */
const CRM: Column[] = [
  ["First Name", (p) => p.fn],
  ["Last Name", (p) => p.ln],
  ["Email", (p) => emails(p)[0]?.value],
  ["Phone Number", (p) => p.mobile?.[0]?.value, "phone"],
  ["Company Name", (p) => p.organization?.name],
  ["Job Title", (p) => p.title],
  ["City", (p) => p.city],
  ["State/Region", (p) => p.state],
  ["Country/Region", (p) => p.country],
  ["Website URL", (p) => p.organization?.website],
  ["Industry", (p) => p.organization?.industry ?? p.industry],
  ["LinkedIn URL", (p) => p.SourceUrl],
];

export const EXPORT_PRESETS = ["full", "crm"] as const;
export type ExportPreset = (typeof EXPORT_PRESETS)[number];
const PRESETS: Record<ExportPreset, Column[]> = { full: FULL, crm: CRM };

export function exportHeaders(preset: ExportPreset): string[] {
  return PRESETS[preset].map(([h]) => h);
}

/** One lead as the preset's cells, as text ("" for nothing); phone cells flagged. */
export function exportCells(
  preset: ExportPreset,
  profile: Profile,
  addedAt: string,
): { text: string; phone: boolean }[] {
  return PRESETS[preset].map(([, get, kind]) => {
    const value = get(profile, addedAt);
    return {
      text: value === undefined || value === null ? "" : String(value),
      phone: kind === "phone",
    };
  });
}

/** Phone numbers as written ("+49 157 7831", "(030) 1234-56; +33 6 12"): digits and punctuation, no formula. */
const PHONES = /^\+?[\d ()./-]+(; \+?[\d ()./-]+)*$/;

/**
 * RFC 4180 quoting; a cell that would start a formula is prefixed with ' (formulaSafe), except
 * a phone cell holding only phone numbers: those cannot call anything, and a CRM must receive
 * "+49…" as it is.
 */
export function csvCell(value: unknown, phone = false): string {
  if (value === undefined || value === null) return "";
  const raw = String(value);
  const text = phone && PHONES.test(raw) ? raw : formulaSafe(raw);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The byte order mark: Excel reads a CSV as UTF-8 only with it ("Königsallee", not "KÃ¶nigsallee"). */
export const BOM = "\uFEFF";

export function csvHeader(preset: ExportPreset): string {
  return `${exportHeaders(preset)
    .map((h) => csvCell(h))
    .join(",")}\r\n`;
}

export function csvRow(preset: ExportPreset, profile: Profile, addedAt: string): string {
  return `${exportCells(preset, profile, addedAt)
    .map((c) => csvCell(c.text, c.phone))
    .join(",")}\r\n`;
}
