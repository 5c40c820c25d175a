import { z } from "zod";

/*
 * The Profile and Organization objects of the interface spec (§2.3, §2.4) and the delivery
 * body (§2.2), field by field with the spec's exact names. Every object is strict, so a
 * renamed or re-cased field ("sourceUrl", "firstName") fails the parse instead of slipping
 * through. The spec says fields may be absent when the data is missing; absent, never null.
 * What must be present: the identifiers (profile id; organization id and name) and the
 * fields that give a nested entry its meaning (an experience's current, organization and
 * title; an education's or certification's organization or name; a contact's type and value;
 * a language's name).
 */

/** ISO 8601 date-time in UTC ("2021-03-01T00:00:00.000Z"); offsets are refused. */
const Timestamp = z.iso.datetime();
const Count = z.int().min(0);
const Url = z.url({ protocol: /^https?$/ });

function coordinate(limit: number) {
  return z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, "a decimal number")
    .refine((v) => Math.abs(Number(v)) <= limit, `between -${limit} and ${limit}`);
}

export const Geo = z.strictObject({ lon: coordinate(180), lat: coordinate(90) });

/** The short organization reference carried by education and experience entries. */
export const OrganizationRef = z.strictObject({
  SourceUrl: z.string().optional(),
  name: z.string().min(1),
  id: z.string().min(1).optional(),
});

export const Education = z.strictObject({
  organization: OrganizationRef,
  degree: z.string().optional(),
  startYear: Timestamp.optional(),
});

export const Experience = z.strictObject({
  current: z.boolean(),
  organization: OrganizationRef,
  title: z.string().min(1),
  startDate: Timestamp.optional(),
  endDate: Timestamp.optional(),
  jobDescription: z.string().optional(),
});

export const Certification = z.strictObject({
  organization: z.strictObject({ name: z.string().min(1) }).optional(),
  name: z.string().min(1),
  credentialId: z.string().optional(),
  startDate: Timestamp.optional(),
});

export const Language = z.strictObject({
  name: z.string().min(1),
  proficiency: Count.optional(),
});

/** E-mail entry of a profile; `type` seen in the original service: "personal". */
export const EmailEntry = z.strictObject({
  type: z.string().min(1),
  value: z.email(),
});

/** Mobile entry: the number in international (E.164) format. */
export const MobileEntry = z.strictObject({
  type: z.string().min(1),
  value: z.string().regex(/^\+[1-9]\d{6,14}$/, "an E.164 number such as +14155550100"),
});

export const OrganizationLocation = z.strictObject({
  address: z.string().min(1),
  addressLink: Url.optional(),
  /** Values seen: "hq", "branch". */
  type: z.string().min(1),
});

export const Organization = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  nameList: z.array(z.string()).optional(),
  cc: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "a two-letter country code")
    .optional(),
  website: Url.optional(),
  SourceUrl: z.string().optional(),
  employeeOnSource: Count.optional(),
  about: z.string().optional(),
  industry: z.string().optional(),
  sector: z.string().optional(),
  type: z.string().optional(),
  revenue: z.strictObject({ eu: z.string().optional(), us: z.string().optional() }).optional(),
  /** Headcount range, e.g. "51-200". */
  size: z.string().optional(),
  headquarter: z.string().optional(),
  location: z.string().optional(),
  locations: z.array(OrganizationLocation).optional(),
  coverImage: Url.optional(),
  headlineList: z.array(z.string()).optional(),
});

export const Profile = z.strictObject({
  id: z.string().min(1),
  serviceId: z.string().optional(),
  serviceUsername: z.string().optional(),
  SourceId: z.string().optional(),
  /** Address of the profile on the originating network, partly masked. */
  SourceUrl: z.string().optional(),
  SourceUsername: z.string().optional(),
  SourceConnections: Count.optional(),
  followers: Count.optional(),
  fn: z.string().optional(),
  ln: z.string().optional(),
  name: z.string().optional(),
  gender: z.string().optional(),
  continent: z.string().optional(),
  country: z.string().optional(),
  countries: z.array(z.string()).optional(),
  cc: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "a two-letter country code")
    .optional(),
  city: z.string().optional(),
  cities: z.array(z.string()).optional(),
  state: z.string().optional(),
  states: z.array(z.string()).optional(),
  location: z.string().optional(),
  locations: z.array(z.string()).optional(),
  geo: Geo.optional(),
  industry: z.string().optional(),
  department: z.string().optional(),
  title: z.string().optional(),
  titles: z.array(z.string()).optional(),
  summary: z.string().optional(),
  headlineList: z.array(z.string()).optional(),
  experienceYear: Count.optional(),
  skill: z.array(z.string()).optional(),
  honorsAndAwards: z.array(z.string()).optional(),
  profileImage: Url.optional(),
  coverImage: Url.optional(),
  organizationId: z.string().optional(),
  language: z.array(Language).optional(),
  education: z.array(Education).optional(),
  experience: z.array(Experience).optional(),
  certification: z.array(Certification).optional(),
  email: z.array(EmailEntry).optional(),
  mobile: z.array(MobileEntry).optional(),
  organization: Organization.optional(),
});

export type Profile = z.infer<typeof Profile>;
export type Organization = z.infer<typeof Organization>;
export type Education = z.infer<typeof Education>;
export type Experience = z.infer<typeof Experience>;
export type Certification = z.infer<typeof Certification>;
export type ContactEntry = z.infer<typeof EmailEntry>;

/** A contact that could not be delivered because its allowance could not pay (docs/api-contract.md). */
export const MissingContact = z.strictObject({
  profileId: z.string().min(1),
  field: z.enum(["email", "mobile"]),
  /** member_limit_reached: the requesting member's own daily cap (docs/teams.md). */
  reason: z.enum(["out_of_credits", "daily_limit_reached", "member_limit_reached"]),
});

/** A matched person not delivered because the account's do-not-contact list holds them. */
export const WithheldContact = z.strictObject({
  profileId: z.string().min(1),
  reason: z.literal("do_not_contact"),
  entry: z.string().describe('The list entry that holds them: "email:…", "phone:…" or "domain:…"'),
});
export type WithheldContact = z.infer<typeof WithheldContact>;

/**
 * Where each delivered field came from: profile id → field name (the profile's own keys, e.g.
 * `title`, `email`) → the source that supplied it and when that source's data was obtained.
 * Beside `data`, never inside it, so the spec's profile keys are unchanged; clients may ignore it.
 */
export const Provenance = z
  .record(
    z.string(),
    z.record(
      z.string(),
      z.strictObject({
        source: z
          .string()
          .describe('A local source\'s name, or a provider\'s id ("pdl", "apollo", …).'),
        at: z.iso.datetime().optional().describe("When that source's data was obtained."),
      }),
    ),
  )
  .describe("Profile id → field → { source, at }: which source supplied each delivered field.");
export type Provenance = z.infer<typeof Provenance>;

/**
 * The webhook delivery body of §2.2: for an API request `id` is the requestId; for a
 * campaign, the campaign's id and name. The API contract allows two extra members, `missing` and
 * `notFound` (the inputs that matched no profile, as submitted); `withheld` is a third, only
 * when the account's do-not-contact list held someone back.
 */
export const DeliveryBody = z.strictObject({
  status: z.literal("success"),
  name: z.string(),
  id: z.string().min(1),
  requestId: z.string().min(1),
  data: z.array(Profile),
  missing: z.array(MissingContact).optional(),
  notFound: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Beyond the spec's keys, present only when something was withheld. */
  withheld: z.array(WithheldContact).optional(),
  /** Beyond the spec's keys: the source of each delivered field (API requests). */
  provenance: Provenance.optional(),
});

export type DeliveryBody = z.infer<typeof DeliveryBody>;
