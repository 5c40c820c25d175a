import {
  type Answer,
  type Connector,
  commonStatus,
  compact,
  field,
  type Outcome,
  type PersonQuery,
  text,
} from "../connector";

/*
 * People Data Labs, Person Enrichment API v5 (docs/providers.md "People Data Labs").
 * 200 {status, likelihood, data} is a match; 404 is "no record matched" (not billed); 402 is
 * the account's credits spent; 429 its rate limit. Fields the plan does not include come as
 * `true` instead of a value, and are read as absent.
 */

function request(person: PersonQuery) {
  const query: Record<string, string> = {};
  if (person.email) query.email = person.email;
  if (person.profileUrl) query.profile = person.profileUrl;
  if (person.fn && person.ln) {
    query.first_name = person.fn;
    query.last_name = person.ln;
    const company = person.domain ?? person.organization;
    if (company) query.company = company;
  }
  if (!query.email && !query.profile && !query.company) return null;
  // A weak match is worse than none: it would be delivered and paid for as this person.
  query.min_likelihood = "6";
  return { method: "GET" as const, path: "/v5/person/enrich", query };
}

function website(value: unknown): string | undefined {
  const site = text(value);
  if (!site) return undefined;
  return /^https?:\/\//.test(site) ? site : `https://${site}`;
}

function classify({ status, body }: Answer): Outcome {
  if (status === 404) return { kind: "not_found" };
  if (status === 402) return { kind: "out_of_credits" };
  const common = commonStatus(status);
  if (common) return common;
  const data = field(body, "data");
  if (status !== 200 || data === undefined || data === null || typeof data !== "object") {
    return { kind: "error", detail: `unexpected answer (${status})` };
  }
  const d = (key: string) => field(data, key);
  const personal = d("personal_emails");
  const skills = d("skills");
  return {
    kind: "found",
    found: {
      profile: compact({
        fn: text(d("first_name")),
        ln: text(d("last_name")),
        name: text(d("full_name")),
        gender: text(d("sex")),
        title: text(d("job_title")),
        industry: text(d("industry")),
        city: text(d("location_locality")),
        state: text(d("location_region")),
        country: text(d("location_country")),
        continent: text(d("location_continent")),
        location: text(d("location_name")),
        SourceUrl: text(d("linkedin_url")),
        SourceUsername: text(d("linkedin_username")),
        skill: Array.isArray(skills) ? skills.flatMap((s) => text(s) ?? []) : undefined,
      }),
      ...(text(d("job_company_name"))
        ? {
            organization: compact({
              name: text(d("job_company_name")) ?? "",
              website: website(d("job_company_website")),
            }) as { name: string; website?: string },
          }
        : {}),
      email: [
        ...(text(d("work_email"))
          ? [{ type: "professional", value: text(d("work_email")) ?? "" }]
          : []),
        ...(Array.isArray(personal)
          ? personal.flatMap((e) => (text(e) ? [{ type: "personal", value: text(e) ?? "" }] : []))
          : []),
      ],
      mobile: text(d("mobile_phone"))
        ? [{ type: "mobile", value: text(d("mobile_phone")) ?? "" }]
        : [],
    },
  };
}

export const pdl: Connector = {
  id: "pdl",
  label: "People Data Labs",
  docs: [
    "https://docs.peopledatalabs.com/docs/person-enrichment-api",
    "https://docs.peopledatalabs.com/docs/input-parameters-person-enrichment-api",
    "https://docs.peopledatalabs.com/docs/output-response-person-enrichment-api",
    "https://docs.peopledatalabs.com/docs/errors",
  ],
  baseUrl: "https://api.peopledatalabs.com",
  supplies: ["profile", "email", "mobile"],
  authHeader: (key) => ({ "X-Api-Key": key }),
  request,
  classify,
  // PDL documents no free key check; a match-less enrichment is not billed (404, see docs), so
  // the check asks about an address that cannot exist (.invalid is reserved, RFC 2606).
  check: {
    request: {
      method: "GET",
      path: "/v5/person/enrich",
      query: { email: "connection-check@leadwise.invalid", min_likelihood: "6" },
    },
  },
};
