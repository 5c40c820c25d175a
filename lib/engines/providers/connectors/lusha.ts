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
 * Lusha, Person API v2 (GET /v2/person; docs/providers.md "Lusha"), the phone provider. A
 * miss is a 200 whose `contact.error.name` is EMPTY_DATA (not charged: `isCreditCharged`
 * false). Numbers flagged `doNotCall` are never taken; only mobiles are (the spec's `mobile`).
 */

function request(person: PersonQuery) {
  const query: Record<string, string> = {};
  if (person.email) query.email = person.email;
  else if (person.profileUrl) query.linkedinUrl = person.profileUrl;
  else if (person.fn && person.ln && (person.domain || person.organization)) {
    query.firstName = person.fn;
    query.lastName = person.ln;
    if (person.domain) query.companyDomain = person.domain;
    else if (person.organization) query.companyName = person.organization;
  } else return null;
  return { method: "GET" as const, path: "/v2/person", query };
}

/** "+1 (415) 555-0100" → "+14155550100"; anything not international is dropped. */
export function e164(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const digits = raw.replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined;
}

function classify({ status, body }: Answer): Outcome {
  if (status === 402) return { kind: "out_of_credits" };
  const common = commonStatus(status);
  if (common) return common;
  const contact = field(body, "contact");
  if (status !== 200 || contact === null || typeof contact !== "object") {
    return { kind: "error", detail: `unexpected answer (${status})` };
  }
  const error = field(contact, "error");
  if (text(field(error, "name")) === "EMPTY_DATA") return { kind: "not_found" };
  if (error !== undefined && error !== null) {
    return { kind: "error", detail: text(field(error, "name")) ?? "error" };
  }
  const data = field(contact, "data");
  if (data === null || typeof data !== "object") return { kind: "not_found" };
  const d = (key: string) => field(data, key);
  const phones = d("phoneNumbers");
  const emails = d("emailAddresses");
  const location = d("location");
  const company = d("company");
  return {
    kind: "found",
    found: {
      profile: compact({
        fn: text(d("firstName")),
        ln: text(d("lastName")),
        name: text(d("fullName")),
        title: text(field(d("jobTitle"), "title")),
        city: text(field(location, "city")),
        state: text(field(location, "state")),
        country: text(field(location, "country")),
        SourceUrl: text(field(d("socialLinks"), "linkedin")),
      }),
      ...(text(field(company, "name"))
        ? { organization: { name: text(field(company, "name")) ?? "" } }
        : {}),
      email: Array.isArray(emails)
        ? emails.flatMap((e) => {
            const value = text(field(e, "email"));
            if (!value) return [];
            const work = text(field(e, "emailType")) === "work";
            return [{ type: work ? "professional" : "personal", value }];
          })
        : [],
      mobile: Array.isArray(phones)
        ? phones.flatMap((p) => {
            const value = e164(field(p, "number"));
            if (
              !value ||
              text(field(p, "phoneType")) !== "mobile" ||
              field(p, "doNotCall") === true
            ) {
              return [];
            }
            return [{ type: "mobile", value }];
          })
        : [],
    },
  };
}

export const lusha: Connector = {
  id: "lusha",
  label: "Lusha",
  docs: [
    "https://docs.lusha.com/apis/openapi/person-enrichment/searchsinglecontact",
    "https://info.lusha.com/en/articles/634233-lusha-api-error-codes-reference",
  ],
  baseUrl: "https://api.lusha.com",
  supplies: ["profile", "email", "mobile"],
  authHeader: (key) => ({ api_key: key }),
  request,
  classify,
  // Account usage (https://docs.lusha.com/account/usage): free, 5 calls a minute; says what is
  // left of the credits.
  check: {
    request: { method: "GET", path: "/v3/account/usage" },
    read: (answer) => {
      if (answer.status !== 200) return undefined;
      const remaining = field(field(answer.body, "credits"), "remaining");
      return remaining === 0 ? "out_of_credits" : "ok";
    },
  },
};
