import { describe, expect, it } from "vitest";
import { DeliveryBody, Organization, Profile } from "./profile-schema";

/** Every field of interface spec §2.3 and §2.4, with the spec's names and types. */
const organization = {
  id: "org_1",
  name: "Northfield Analytics",
  nameList: ["Northfield Analytics", "Northfield Analytics Inc."],
  cc: "US",
  website: "https://www.northfieldanalytics.com",
  SourceUrl: "https://www.linkedin.com/company/northfield-analytics",
  employeeOnSource: 412,
  about: "Analytics software.",
  industry: "Computer Software",
  sector: "Technology",
  type: "Public Company",
  revenue: { eu: "€92M", us: "$100M" },
  size: "501-1000",
  headquarter: "Austin, Texas",
  location: "12 Commerce Way, Austin, Texas, United States",
  locations: [
    {
      address: "12 Commerce Way, Austin, Texas, United States",
      addressLink: "https://www.google.com/maps/search/?api=1&query=12%20Commerce%20Way",
      type: "hq",
    },
    { address: "4 King Street, London, England, United Kingdom", type: "branch" },
  ],
  coverImage: "https://media.example.com/organizations/org_1/cover.jpg",
  headlineList: ["Making complex things simple"],
};

const profile = {
  id: "p_1",
  serviceId: "1263722229",
  serviceUsername: "jane.doe.a1b2",
  SourceId: "552528086",
  SourceUrl: "https://www.linkedin.com/in/jane-doe-1a2*****",
  SourceUsername: "jane-doe-1a2b3c4d",
  SourceConnections: 500,
  followers: 612,
  fn: "Jane",
  ln: "Doe",
  name: "Jane Doe",
  gender: "female",
  continent: "North America",
  country: "United States",
  countries: ["United States"],
  cc: "US",
  city: "Austin",
  cities: ["Austin"],
  state: "Texas",
  states: ["Texas"],
  location: "Austin, Texas, United States",
  locations: ["Austin, Texas, United States"],
  geo: { lon: "-97.7431", lat: "30.2672" },
  industry: "Computer Software",
  department: "Engineering",
  title: "Senior Software Engineer",
  titles: ["Senior Software Engineer", "Software Engineer"],
  summary: "Builds data pipelines.",
  headlineList: ["Senior Software Engineer at Northfield Analytics"],
  experienceYear: 8,
  skill: ["TypeScript", "PostgreSQL"],
  honorsAndAwards: ["Hackathon Winner"],
  profileImage: "https://media.example.com/profiles/p_1/photo.jpg",
  coverImage: "https://media.example.com/profiles/p_1/cover.jpg",
  organizationId: "org_1",
  language: [{ name: "English", proficiency: 5 }],
  education: [
    {
      organization: {
        SourceUrl: "https://www.linkedin.com/school/ut-austin",
        name: "UT Austin",
        id: "s_1",
      },
      degree: "Bachelor of Science - BS, Computer Science",
      startYear: "2012-01-01T00:00:00.000Z",
    },
  ],
  experience: [
    {
      current: true,
      organization: { SourceUrl: organization.SourceUrl, name: organization.name, id: "org_1" },
      title: "Senior Software Engineer",
      startDate: "2021-03-01T00:00:00.000Z",
      jobDescription: "Owns the ingestion service.",
    },
    {
      current: false,
      organization: {
        SourceUrl: "https://www.linkedin.com/company/acme",
        name: "Acme",
        id: "org_2",
      },
      title: "Software Engineer",
      startDate: "2016-06-01T00:00:00Z",
      endDate: "2021-02-01T00:00:00Z",
    },
  ],
  certification: [
    {
      organization: { name: "Amazon Web Services" },
      name: "AWS Certified Solutions Architect – Associate",
      credentialId: "ABC123",
      startDate: "2020-05-01T00:00:00.000Z",
    },
  ],
  email: [{ type: "personal", value: "jane.doe@northfieldanalytics.com" }],
  mobile: [{ type: "personal", value: "+15125550143" }],
  organization,
};

describe("Profile", () => {
  it("accepts a profile holding every field of the interface spec", () => {
    expect(Profile.parse(profile)).toEqual(profile);
  });

  it("accepts a profile with only its id: every other field may be absent", () => {
    expect(Profile.parse({ id: "p_2" })).toEqual({ id: "p_2" });
  });

  it.each([
    ["a re-cased field", { sourceUrl: "https://x" }],
    ["a renamed field", { firstName: "Jane" }],
    ["an unknown nested field", { geo: { lon: "1", lat: "2", alt: "3" } }],
  ])("refuses %s, so names cannot drift", (_, extra) => {
    expect(Profile.safeParse({ ...profile, ...extra }).success).toBe(false);
  });

  it.each([
    ["null for an absent field", { summary: null }],
    [
      "a timestamp with an offset",
      { experience: [{ ...profile.experience[0], startDate: "2021-03-01T00:00:00+02:00" }] },
    ],
    ["a date without a time", { education: [{ ...profile.education[0], startYear: "2012" }] }],
    [
      "a mobile number not in international format",
      { mobile: [{ type: "personal", value: "512 555 0143" }] },
    ],
    ["an invalid e-mail address", { email: [{ type: "personal", value: "jane.doe" }] }],
    ["a latitude out of range", { geo: { lon: "0", lat: "91" } }],
    ["numeric coordinates (the spec has strings)", { geo: { lon: -97.7, lat: 30.2 } }],
    ["a fractional count", { followers: 1.5 }],
    [
      "an experience entry without its title",
      { experience: [{ current: true, organization: { name: "Acme" } }] },
    ],
  ])("refuses %s", (_, change) => {
    expect(Profile.safeParse({ ...profile, ...change }).success).toBe(false);
  });
});

describe("Organization", () => {
  it("needs an id and a name", () => {
    expect(Organization.safeParse({ id: "o" }).success).toBe(false);
    expect(Organization.safeParse({ id: "o", name: "Acme" }).success).toBe(true);
  });

  it("refuses a website that is not an http(s) address", () => {
    expect(Organization.safeParse({ ...organization, website: "ftp://acme.com" }).success).toBe(
      false,
    );
  });
});

describe("DeliveryBody", () => {
  const body = {
    status: "success",
    name: "CTOs in Texas",
    id: "c_1",
    requestId: "r_1",
    data: [profile],
  };

  it("accepts the §2.2 body, and the API contract's `missing` and `notFound` members", () => {
    expect(DeliveryBody.safeParse(body).success).toBe(true);
    const extra = {
      ...body,
      missing: [{ profileId: "p_1", field: "mobile", reason: "daily_limit_reached" }],
      notFound: [{ SourceUsername: "nobody" }],
    };
    expect(DeliveryBody.safeParse(extra).success).toBe(true);
  });

  it("refuses another status, an unknown member, or a profile with a drifted field", () => {
    expect(DeliveryBody.safeParse({ ...body, status: "pending" }).success).toBe(false);
    expect(DeliveryBody.safeParse({ ...body, results: [] }).success).toBe(false);
    expect(DeliveryBody.safeParse({ ...body, data: [{ ...profile, Fn: "Jane" }] }).success).toBe(
      false,
    );
  });
});
