import {
  type Answer,
  type Connector,
  compact,
  field,
  type Outcome,
  type PersonQuery,
  type ProviderRequest,
  text,
} from "../connector";

/*
 * Hunter, API v2 (docs/providers.md "Hunter"). Hunter's limits are the other way round from
 * most: 403 means the per-second/per-minute rate limit was hit, 429 that the plan's monthly
 * requests are used up. The finder answers 200 with `data.email: null` when it finds nothing
 * (not counted); the verifier answers 202 while a slow mail server is still being checked,
 * and is asked again (the async hook).
 */

function limits(status: number): Outcome | null {
  if (status === 403) return { kind: "rate_limited" };
  if (status === 429) return { kind: "out_of_credits" };
  if (status === 401) return { kind: "error", detail: "the key was refused (401)" };
  if (status >= 500) return { kind: "error", detail: `the provider failed (${status})` };
  return null;
}

/**
 * Account information, documented as free (https://hunter.io/api-documentation/v2#account): the
 * same key check for the finder and the verifier. Its errors read as the API's other calls.
 */
const accountCheck: Connector["check"] = {
  request: { method: "GET", path: "/v2/account" },
  read: (answer) => (answer.status === 200 ? "ok" : undefined),
};

function finderRequest(person: PersonQuery): ProviderRequest | null {
  if (!person.fn || !person.ln) return null;
  const company: Record<string, string> | null = person.domain
    ? { domain: person.domain }
    : person.organization
      ? { company: person.organization }
      : null;
  if (!company) return null;
  return {
    method: "GET",
    path: "/v2/email-finder",
    query: { ...company, first_name: person.fn, last_name: person.ln },
  };
}

function finderClassify({ status, body }: Answer): Outcome {
  const limited = limits(status);
  if (limited) return limited;
  const data = field(body, "data");
  if (status !== 200 || data === null || typeof data !== "object") {
    return { kind: "error", detail: `unexpected answer (${status})` };
  }
  const email = text(field(data, "email"));
  if (!email) return { kind: "not_found" };
  return {
    kind: "found",
    found: {
      profile: compact({
        fn: text(field(data, "first_name")),
        ln: text(field(data, "last_name")),
        title: text(field(data, "position")),
        SourceUrl: text(field(data, "linkedin_url")),
      }),
      // The finder guesses the address at the company's own domain: a work address.
      email: [{ type: "professional", value: email }],
      mobile: [],
    },
  };
}

export const hunterFinder: Connector = {
  id: "hunter-finder",
  label: "Hunter Email Finder",
  docs: [
    "https://hunter.io/api-documentation/v2#email-finder",
    "https://hunter.io/api-documentation/v2#errors",
  ],
  baseUrl: "https://api.hunter.io",
  supplies: ["email"],
  authHeader: (key) => ({ "X-API-KEY": key }),
  request: finderRequest,
  classify: finderClassify,
  check: accountCheck,
};

/** Hunter's verifier statuses in ours (lib/engines/verification). */
const VERIFIER_STATUS: Record<string, "valid" | "catch_all" | "invalid" | "unknown"> = {
  valid: "valid",
  accept_all: "catch_all",
  invalid: "invalid",
  // Hunter does not probe large webmail hosts nor disposable domains: their status says so.
  webmail: "unknown",
  disposable: "unknown",
  unknown: "unknown",
};

/** The verifier's answer: a verdict (as `found.verification`), or a limit or an error. */
function verifierClassify({ status, body }: Answer): Outcome {
  const limited = limits(status);
  if (limited) return limited;
  if (status === 202) return { kind: "error", detail: "the verification is still running" };
  const data = field(body, "data");
  const email = text(field(data, "email"));
  // 222: the remote mail server answered unexpectedly; 451: Hunter could not check it now.
  const verdict =
    status === 222 || status === 451
      ? "unknown"
      : VERIFIER_STATUS[text(field(data, "status")) ?? ""];
  if ((status !== 200 && verdict !== "unknown") || !verdict || !email) {
    return { kind: "error", detail: `unexpected answer (${status})` };
  }
  return {
    kind: "found",
    found: {
      profile: {},
      email: [{ type: "professional", value: email }],
      mobile: [],
      verification: {
        status: verdict,
        disposable: field(data, "disposable") === true,
        webmail: field(data, "webmail") === true,
      },
    },
  };
}

export const hunterVerifier: Connector = {
  id: "hunter-verifier",
  label: "Hunter Email Verifier",
  docs: [
    "https://hunter.io/api-documentation/v2#email-verifier",
    "https://hunter.io/api-documentation/v2#errors",
  ],
  baseUrl: "https://api.hunter.io",
  supplies: ["verification"],
  authHeader: (key) => ({ "X-API-KEY": key }),
  request: (person) =>
    person.email
      ? { method: "GET", path: "/v2/email-verifier", query: { email: person.email } }
      : null,
  classify: verifierClassify,
  check: accountCheck,
  pending: { isPending: (answer) => answer.status === 202, delayMs: 1000, attempts: 3 },
};
