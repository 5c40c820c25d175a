import type { Profile } from "@/lib/profiles/profile-schema";

type Column = [header: string, value: (p: Profile, addedAt: string) => unknown];

const join = (values: (string | undefined)[] | undefined) =>
  (values ?? []).filter((v) => v !== undefined && v !== "").join("; ");
const date = (iso?: string) => iso?.slice(0, 10) ?? "";

/**
 * Every interface-spec field, flattened for a spreadsheet: one row per lead, nested objects as
 * dotted columns, lists joined with "; ", dated history entries as readable summaries.
 */
const COLUMNS: Column[] = [
  ["addedAt", (_p, at) => at],
  ["id", (p) => p.id],
  ["name", (p) => p.name],
  ["fn", (p) => p.fn],
  ["ln", (p) => p.ln],
  ["title", (p) => p.title],
  ["email", (p) => join(p.email?.map((e) => e.value))],
  ["emailType", (p) => join(p.email?.map((e) => e.type))],
  ["mobile", (p) => join(p.mobile?.map((m) => m.value))],
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

export const CSV_HEADERS = COLUMNS.map(([h]) => h);

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so spreadsheets do not run it as a formula. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvHeader(): string {
  return `${CSV_HEADERS.map(csvCell).join(",")}\r\n`;
}

export function csvRow(profile: Profile, addedAt: string): string {
  return `${COLUMNS.map(([, get]) => csvCell(get(profile, addedAt))).join(",")}\r\n`;
}
