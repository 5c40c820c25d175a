import type { CrmMappingEntry } from "@/db/schema";
import { workAddressesFirst } from "@/lib/model/profiles/email-domains";
import type { Profile } from "@/lib/model/profiles/profile-schema";

/*
 * The Leadwise fields a CRM mapping can write, each with its value read from a profile and the
 * HubSpot property or Pipedrive person field it goes to unless the mapping says otherwise. The
 * e-mail address is the record's identity (HubSpot's `email` idProperty, the address Pipedrive
 * persons are searched by), not a mapped field.
 */

/** The CRMs a connection can be made to. */
export type CrmVendor = "hubspot" | "pipedrive" | "salesforce";

export interface LeadField {
  id: string;
  label: string;
  value: (p: Profile) => string | undefined;
  /** HubSpot's own contact property for it, suggested first. */
  hubspot?: string;
  /** Pipedrive's own person field for it (its key), suggested first. */
  pipedrive?: string;
  /** Salesforce's own Lead/Contact field for it, suggested first. */
  salesforce?: string;
}

const fullName = (p: Profile) => p.name ?? ([p.fn, p.ln].filter(Boolean).join(" ") || undefined);

export const LEAD_FIELDS: LeadField[] = [
  {
    id: "firstName",
    label: "First name",
    value: (p) => p.fn,
    hubspot: "firstname",
    salesforce: "FirstName",
  },
  {
    id: "lastName",
    label: "Last name",
    value: (p) => p.ln,
    hubspot: "lastname",
    salesforce: "LastName",
  },
  { id: "fullName", label: "Full name", value: fullName, pipedrive: "name" },
  {
    id: "title",
    label: "Job title",
    value: (p) => p.title,
    hubspot: "jobtitle",
    pipedrive: "job_title",
    salesforce: "Title",
  },
  {
    id: "company",
    label: "Company",
    value: (p) => p.organization?.name,
    hubspot: "company",
    // Pipedrive links a person to an organisation, found by name or created.
    pipedrive: "org_id",
    salesforce: "Company",
  },
  {
    id: "website",
    label: "Company website",
    value: (p) => p.organization?.website,
    hubspot: "website",
    salesforce: "Website",
  },
  {
    id: "mobile",
    label: "Mobile",
    value: (p) => p.mobile?.[0]?.value,
    hubspot: "mobilephone",
    pipedrive: "phone",
    salesforce: "MobilePhone",
  },
  { id: "city", label: "City", value: (p) => p.city, hubspot: "city", salesforce: "City" },
  {
    id: "state",
    label: "State/Region",
    value: (p) => p.state,
    hubspot: "state",
    salesforce: "State",
  },
  {
    id: "country",
    label: "Country",
    value: (p) => p.country,
    hubspot: "country",
    salesforce: "Country",
  },
  {
    id: "industry",
    label: "Industry",
    value: (p) => p.organization?.industry ?? p.industry,
    hubspot: "industry",
  },
  {
    id: "linkedinUrl",
    label: "LinkedIn URL",
    value: (p) => p.SourceUrl,
    hubspot: "hs_linkedin_url",
  },
  { id: "department", label: "Department", value: (p) => p.department },
];

export const LEAD_FIELD_IDS = LEAD_FIELDS.map((f) => f.id) as [string, ...string[]];

/** The address a CRM record is keyed on: the person's first work address, else their first. */
export function identityEmail(p: Profile): string | undefined {
  return workAddressesFirst(p.email ?? [])[0]?.value?.toLowerCase();
}

export interface CrmProperty {
  name: string;
  label: string;
  readOnly: boolean;
  required: boolean;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * A mapping suggested from the CRM's own properties: a field's usual property when the CRM
 * has it, else a writable property (custom ones included) whose name or label is the field's.
 * Every suggestion overwrites; the user changes the rule per field.
 */
export function suggestMapping(
  properties: CrmProperty[],
  vendor: CrmVendor = "hubspot",
): CrmMappingEntry[] {
  const writable = properties.filter((p) => !p.readOnly && p.name !== "email");
  const taken = new Set<string>();
  const mapping: CrmMappingEntry[] = [];
  for (const field of LEAD_FIELDS) {
    const usual = field[vendor];
    const match =
      (usual === undefined ? undefined : writable.find((p) => p.name === usual)) ??
      writable.find(
        (p) =>
          !taken.has(p.name) &&
          [squash(p.name), squash(p.label)].some(
            (n) => n === squash(field.id) || n === squash(field.label),
          ),
      );
    if (!match || taken.has(match.name)) continue;
    taken.add(match.name);
    mapping.push({ field: field.id, property: match.name, rule: "overwrite" });
  }
  return mapping;
}

/** The properties a person's record receives under a mapping, before the write rules. */
export function propertiesOf(p: Profile, mapping: CrmMappingEntry[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of mapping) {
    if (entry.rule === "never") continue;
    const value = LEAD_FIELDS.find((f) => f.id === entry.field)?.value(p);
    if (value !== undefined && value !== "") out[entry.property] = value;
  }
  return out;
}

/** Required CRM properties the mapping leaves unwritten (the identity aside). */
export function unmappedRequired(properties: CrmProperty[], mapping: CrmMappingEntry[]): string[] {
  const written = new Set(mapping.filter((m) => m.rule !== "never").map((m) => m.property));
  return properties
    .filter((p) => p.required && !p.readOnly && p.name !== "email" && !written.has(p.name))
    .map((p) => p.label || p.name);
}

/**
 * What the write rules leave of `wanted`, given the record's current values (`current`
 * undefined: a new record, every value goes): "fill only if empty" writes a property only where
 * the record has none; properties whose value is already the same are dropped.
 */
export function applyRules(
  wanted: Record<string, string>,
  mapping: CrmMappingEntry[],
  current: Record<string, string | null> | undefined,
): Record<string, string> {
  if (!current) return wanted;
  const out: Record<string, string> = {};
  for (const [property, value] of Object.entries(wanted)) {
    const rule = mapping.find((m) => m.property === property)?.rule ?? "overwrite";
    const now = current[property];
    if (rule === "fill_if_empty" && now !== undefined && now !== null && now !== "") continue;
    if (now === value) continue;
    out[property] = value;
  }
  return out;
}
