import { describe, expect, it } from "vitest";
import { EmailEntry, MobileEntry } from "@/lib/model/profiles/profile-schema";
import type { Answer, Outcome } from "./connector";
import { apollo } from "./connectors/apollo";
import { hunterFinder, hunterVerifier } from "./connectors/hunter";
import { lusha } from "./connectors/lusha";
import { pdl } from "./connectors/pdl";

/*
 * Each provider's classifier against the answers its documentation shows (docs/providers.md):
 * the same words ("not found", "no credits", "slow down") come as different statuses and
 * bodies from each, and a wrong reading either pays for nothing or stops the waterfall early.
 */

const kind = (outcome: Outcome) => outcome.kind;
const found = (outcome: Outcome) => {
  if (outcome.kind !== "found") throw new Error(`expected found, got ${outcome.kind}`);
  return outcome.found;
};

describe("People Data Labs person enrichment v5", () => {
  const match: Answer = {
    status: 200,
    body: {
      status: 200,
      likelihood: 9,
      data: {
        id: "qEnOZ5Oh0poWnQ1luFBfVw_0000",
        full_name: "sean thorne",
        first_name: "sean",
        last_name: "thorne",
        sex: "male",
        linkedin_url: "linkedin.com/in/seanthorne",
        linkedin_username: "seanthorne",
        job_title: "co-founder and chief executive officer",
        job_company_name: "people data labs",
        job_company_website: "peopledatalabs.com",
        location_name: "san francisco, california, united states",
        location_locality: "san francisco",
        location_country: "united states",
        industry: "computer software",
        work_email: "sean@peopledatalabs.com",
        personal_emails: ["sthorne@example.com"],
        mobile_phone: "+14155550100",
        skills: ["data", null],
      },
    },
  };

  it("reads a match into the spec's fields, contacts typed by kind", () => {
    const f = found(pdl.classify(match));
    expect(f.profile).toMatchObject({
      fn: "sean",
      ln: "thorne",
      name: "sean thorne",
      title: "co-founder and chief executive officer",
      city: "san francisco",
      SourceUsername: "seanthorne",
      skill: ["data"],
    });
    expect(f.organization).toEqual({
      name: "people data labs",
      website: "https://peopledatalabs.com",
    });
    expect(f.email).toEqual([
      { type: "professional", value: "sean@peopledatalabs.com" },
      { type: "personal", value: "sthorne@example.com" },
    ]);
    expect(f.mobile).toEqual([{ type: "mobile", value: "+14155550100" }]);
    for (const e of f.email) expect(EmailEntry.safeParse(e).success).toBe(true);
    for (const m of f.mobile) expect(MobileEntry.safeParse(m).success).toBe(true);
  });

  it("reads fields the plan masks (`true`) as absent, not as values", () => {
    const f = found(
      pdl.classify({
        status: 200,
        body: { status: 200, data: { full_name: "a b", work_email: true, mobile_phone: true } },
      }),
    );
    expect(f.email).toEqual([]);
    expect(f.mobile).toEqual([]);
  });

  it("404 is not found, 402 out of credits, 429 rate-limited, 401 and 5xx errors", () => {
    const error = (status: number, type: string) => ({
      status,
      body: { status, error: { type, message: "…" } },
    });
    expect(kind(pdl.classify(error(404, "not_found")))).toBe("not_found");
    expect(kind(pdl.classify(error(402, "payment_required")))).toBe("out_of_credits");
    expect(kind(pdl.classify(error(429, "rate_limit_error")))).toBe("rate_limited");
    expect(kind(pdl.classify(error(401, "authentication_error")))).toBe("error");
    expect(kind(pdl.classify(error(500, "api_error")))).toBe("error");
    expect(kind(pdl.classify({ status: 200, body: { status: 200 } }))).toBe("error");
  });

  it("asks nothing without an identifier it can match on", () => {
    expect(pdl.request({ fn: "Jane" })).toBeNull();
    expect(pdl.request({ fn: "Jane", ln: "Doe", domain: "acme.io" })?.query).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      company: "acme.io",
    });
  });
});

describe("Hunter e-mail finder and verifier v2", () => {
  it("finder: an address is found, `email: null` is not found", () => {
    const f = found(
      hunterFinder.classify({
        status: 200,
        body: {
          data: {
            first_name: "Alexis",
            last_name: "Ohanian",
            email: "alexis@reddit.com",
            score: 97,
            domain: "reddit.com",
            position: "Cofounder",
            linkedin_url: null,
          },
          meta: { params: { first_name: "Alexis", last_name: "Ohanian", domain: "reddit.com" } },
        },
      }),
    );
    expect(f.email).toEqual([{ type: "professional", value: "alexis@reddit.com" }]);
    expect(f.profile).toEqual({ fn: "Alexis", ln: "Ohanian", title: "Cofounder" });
    expect(
      kind(hunterFinder.classify({ status: 200, body: { data: { email: null, score: null } } })),
    ).toBe("not_found");
  });

  it("403 is Hunter's rate limit and 429 its spent quota (the other way round from most)", () => {
    const errors = (code: number, id: string) => ({
      status: code,
      body: { errors: [{ id, code, details: "…" }] },
    });
    for (const c of [hunterFinder, hunterVerifier]) {
      expect(kind(c.classify(errors(403, "restricted_account")))).toBe("rate_limited");
      expect(kind(c.classify(errors(429, "too_many_requests")))).toBe("out_of_credits");
      expect(kind(c.classify(errors(401, "authentication_failed")))).toBe("error");
    }
  });

  it("verifier: statuses become ours; 202 is still running, asked again", () => {
    const verdict = (status: string, extra: Record<string, unknown> = {}) =>
      found(
        hunterVerifier.classify({
          status: 200,
          body: { data: { status, result: "x", email: "a@b.io", ...extra } },
        }),
      ).verification;
    expect(verdict("valid")?.status).toBe("valid");
    expect(verdict("accept_all")?.status).toBe("catch_all");
    expect(verdict("invalid")?.status).toBe("invalid");
    expect(verdict("webmail", { webmail: true })).toEqual({
      status: "unknown",
      webmail: true,
      disposable: false,
    });
    expect(verdict("disposable", { disposable: true })?.disposable).toBe(true);
    expect(hunterVerifier.pending?.isPending({ status: 202, body: {} })).toBe(true);
    expect(kind(hunterVerifier.classify({ status: 202, body: {} }))).toBe("error");
  });
});

describe("Apollo people match", () => {
  it("200 with a person is a match; the locked placeholder address is not an address", () => {
    const f = found(
      apollo.classify({
        status: 200,
        body: {
          person: {
            id: "587cf802f65125cad923a266",
            first_name: "Tim",
            last_name: "Zheng",
            name: "Tim Zheng",
            title: "Founder & CEO",
            headline: "Founder & CEO at Apollo",
            linkedin_url: "http://www.linkedin.com/in/tim-zheng-677ba010",
            email: "email_not_unlocked@domain.com",
            personal_emails: ["tim@example.com"],
            city: "San Francisco",
            country: "United States",
            organization: { name: "Apollo.io", website_url: "http://www.apollo.io" },
          },
        },
      }),
    );
    expect(f.email).toEqual([{ type: "personal", value: "tim@example.com" }]);
    expect(f.organization).toEqual({ name: "Apollo.io", website: "http://www.apollo.io" });
    expect(f.profile).toMatchObject({ fn: "Tim", title: "Founder & CEO" });
    expect(f.mobile).toEqual([]);
  });

  it("200 without a person is not found; 429 rate-limited; 422 about credits out of credits", () => {
    expect(kind(apollo.classify({ status: 200, body: { person: null } }))).toBe("not_found");
    expect(kind(apollo.classify({ status: 200, body: {} }))).toBe("not_found");
    expect(kind(apollo.classify({ status: 429, body: { message: "…" } }))).toBe("rate_limited");
    expect(
      kind(apollo.classify({ status: 422, body: { error: "You have insufficient credits" } })),
    ).toBe("out_of_credits");
    expect(kind(apollo.classify({ status: 422, body: { error: "invalid domain" } }))).toBe("error");
  });
});

describe("Lusha person v2", () => {
  it("keeps mobiles in E.164, drops direct lines and do-not-call numbers", () => {
    const f = found(
      lusha.classify({
        status: 200,
        body: {
          contact: {
            data: {
              firstName: "Dustin",
              lastName: "Moskovitz",
              fullName: "Dustin Moskovitz",
              emailAddresses: [
                { email: "dustin@asana.com", emailType: "work", emailConfidence: "A+" },
              ],
              phoneNumbers: [
                { number: "+1 (415) 555-0100", phoneType: "mobile", doNotCall: false },
                { number: "+1 415 555 0101", phoneType: "direct", doNotCall: false },
                { number: "+1 415 555 0102", phoneType: "mobile", doNotCall: true },
              ],
              company: { name: "Asana" },
            },
            isCreditCharged: true,
          },
        },
      }),
    );
    expect(f.mobile).toEqual([{ type: "mobile", value: "+14155550100" }]);
    expect(f.email).toEqual([{ type: "professional", value: "dustin@asana.com" }]);
  });

  it("200 with EMPTY_DATA is not found; 429 rate-limited; 402 out of credits", () => {
    expect(
      kind(
        lusha.classify({
          status: 200,
          body: {
            contact: {
              error: { code: 3, name: "EMPTY_DATA", message: "Could not find requested data" },
              isCreditCharged: false,
            },
          },
        }),
      ),
    ).toBe("not_found");
    expect(kind(lusha.classify({ status: 429, body: {} }))).toBe("rate_limited");
    expect(kind(lusha.classify({ status: 402, body: {} }))).toBe("out_of_credits");
    expect(kind(lusha.classify({ status: 200, body: "<html>" }))).toBe("error");
  });
});
