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
 * Apollo, People Enrichment (POST /api/v1/people/match; docs/providers.md "Apollo"). A 200
 * does not mean a match: without one, `person` is null or absent. Addresses Apollo has not
 * unlocked come as a placeholder ("email_not_unlocked@domain.com") and are not addresses.
 * Phone numbers are revealed only asynchronously, to a webhook, so this connector does not
 * supply mobiles.
 */

function request(person: PersonQuery) {
  const body = compact({
    first_name: person.fn,
    last_name: person.ln,
    organization_name: person.organization,
    domain: person.domain,
    email: person.email,
    linkedin_url: person.profileUrl,
    reveal_personal_emails: true,
  });
  const named = person.fn && person.ln && (person.domain || person.organization);
  if (!named && !person.email && !person.profileUrl) return null;
  return { method: "POST" as const, path: "/api/v1/people/match", body };
}

function address(value: unknown): string | undefined {
  const email = text(value);
  return email && !/^email_not_unlocked@/i.test(email) ? email : undefined;
}

function classify({ status, body }: Answer): Outcome {
  // Apollo refuses a call its plan's credits cannot pay with 402, or 422 naming the credits.
  if (status === 402) return { kind: "out_of_credits" };
  if (status === 422 && /credit/i.test(JSON.stringify(body ?? "")))
    return { kind: "out_of_credits" };
  const common = commonStatus(status);
  if (common) return common;
  if (status !== 200 || body === null || typeof body !== "object") {
    return { kind: "error", detail: `unexpected answer (${status})` };
  }
  const person = field(body, "person");
  if (person === null || person === undefined) return { kind: "not_found" };
  const p = (key: string) => field(person, key);
  const org = p("organization");
  const headline = text(p("headline"));
  const personal = p("personal_emails");
  const work = address(p("email"));
  return {
    kind: "found",
    found: {
      profile: compact({
        fn: text(p("first_name")),
        ln: text(p("last_name")),
        name: text(p("name")),
        title: text(p("title")),
        headlineList: headline ? [headline] : undefined,
        city: text(p("city")),
        state: text(p("state")),
        country: text(p("country")),
        SourceUrl: text(p("linkedin_url")),
        profileImage: text(p("photo_url")),
      }),
      ...(text(field(org, "name"))
        ? {
            organization: compact({
              name: text(field(org, "name")) ?? "",
              website: text(field(org, "website_url")),
            }) as { name: string; website?: string },
          }
        : {}),
      email: [
        ...(work ? [{ type: "professional", value: work }] : []),
        ...(Array.isArray(personal)
          ? personal.flatMap((e) => {
              const value = address(e);
              return value ? [{ type: "personal", value }] : [];
            })
          : []),
      ],
      mobile: [],
    },
  };
}

export const apollo: Connector = {
  id: "apollo",
  label: "Apollo",
  docs: [
    "https://docs.apollo.io/reference/people-enrichment",
    "https://docs.apollo.io/docs/people-enrichment",
  ],
  baseUrl: "https://api.apollo.io",
  supplies: ["profile", "email"],
  authHeader: (key) => ({ "x-api-key": key }),
  request,
  classify,
  // The key check of https://docs.apollo.io/reference/authentication: `is_logged_in` says
  // whether the key was accepted.
  check: {
    request: { method: "GET", path: "/api/v1/auth/health" },
    read: (answer) =>
      answer.status === 200
        ? field(answer.body, "is_logged_in") === false
          ? "bad_key"
          : "ok"
        : undefined,
  },
};
