import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCampaign, PATCH as patchCampaign } from "@/app/v1/campaigns/[id]/route";
import { POST as createCampaignRoute, GET as listCampaigns } from "@/app/v1/campaigns/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { campaigns } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { createCampaign } from "@/lib/features/campaigns/campaigns";

/*
 * Cross-site request forgery against /v1: a page on another site makes the signed-in user's
 * browser send a state-changing call with the session cookie. Refused (403 problem+json) unless
 * the browser says the call is same-origin and it is JSON; API keys are not ambient and are
 * unaffected.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let cookie = "";
let apiKey = "";
let accountId = "";
let campaignId = "";
const APP = "http://leadwise.test";

beforeAll(async () => {
  useTestAuthSecret();
  ({ db } = await createTestDb());
  const account = await createAccount(db, { email: "csrf@example.com", plan: "pro" });
  ({ apiKey, accountId } = account);
  cookie = await sessionCookie(account);
  campaignId = (await createCampaign({ db, accountId, clock: systemClock }, { name: "Original" }))
    .id;
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

function call(
  handler: (req: Request, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  params: Record<string, string> = {},
) {
  return handler(new Request(`${APP}${path}`, { method, headers, body }), {
    params: Promise.resolve(params),
  });
}

const ESTIMATE = JSON.stringify({ filters: { seniorities: ["vp"] } });

async function expectForbidden(res: Response, pattern: RegExp) {
  expect(res.status).toBe(403);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe("forbidden");
  expect(body.message).toMatch(pattern);
}

describe("a session's state-changing /v1 call", () => {
  it("is refused from another site with text/plain (the issue's reproduction)", async () => {
    const res = await call(
      estimate,
      "POST",
      "/v1/estimate",
      { cookie, "content-type": "text/plain", origin: "https://evil.example" },
      ESTIMATE,
    );
    await expectForbidden(res, /Cross-site request refused/);
  });

  it("is refused when the browser says cross-site or same-site, even as JSON", async () => {
    for (const site of ["cross-site", "same-site", "none"]) {
      const res = await call(
        estimate,
        "POST",
        "/v1/estimate",
        { cookie, "content-type": "application/json", "sec-fetch-site": site, origin: APP },
        ESTIMATE,
      );
      await expectForbidden(res, /Cross-site/);
    }
  });

  it("is refused without any sign of its origin", async () => {
    const res = await call(
      estimate,
      "POST",
      "/v1/estimate",
      { cookie, "content-type": "application/json" },
      ESTIMATE,
    );
    await expectForbidden(res, /Cross-site/);
  });

  it("is refused from the app's own origin when it is not JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const res = await call(
        estimate,
        "POST",
        "/v1/estimate",
        { cookie, "content-type": type, "sec-fetch-site": "same-origin" },
        ESTIMATE,
      );
      await expectForbidden(res, /Content-Type: application\/json/);
    }
  });

  it("changes nothing when refused", async () => {
    const patch = await call(
      patchCampaign,
      "PATCH",
      `/v1/campaigns/${campaignId}`,
      { cookie, "content-type": "text/plain", origin: "https://evil.example" },
      JSON.stringify({ name: "Hijacked" }),
      { id: campaignId },
    );
    expect(patch.status).toBe(403);
    const create = await call(
      createCampaignRoute,
      "POST",
      "/v1/campaigns",
      { cookie, "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      JSON.stringify({ name: "Planted" }),
    );
    expect(create.status).toBe(403);
    const names = (
      await db
        .select({ name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.accountId, accountId))
    ).map((r) => r.name);
    expect(names).toEqual(["Original"]);
  });

  it("is answered when the app's own page sends JSON", async () => {
    const bySecFetch = await call(
      estimate,
      "POST",
      "/v1/estimate",
      {
        cookie,
        "content-type": "application/json; charset=utf-8",
        "sec-fetch-site": "same-origin",
      },
      ESTIMATE,
    );
    expect(bySecFetch.status).toBe(200);
    // Browsers without Fetch Metadata: the Origin names the app.
    const byOrigin = await call(
      patchCampaign,
      "PATCH",
      `/v1/campaigns/${campaignId}`,
      { cookie, "content-type": "application/json", origin: APP },
      JSON.stringify({ name: "Renamed" }),
      { id: campaignId },
    );
    expect(byOrigin.status).toBe(200);
    const read = await call(
      getCampaign,
      "GET",
      `/v1/campaigns/${campaignId}`,
      { cookie },
      undefined,
      {
        id: campaignId,
      },
    );
    expect(((await read.json()) as { name: string }).name).toBe("Renamed");
  });

  it("is answered when the Origin names the host the browser sent it to", async () => {
    // `npm start` serves at http://localhost:PORT: the URL the app sees names that host, while
    // a browser that opened http://127.0.0.1:PORT sends that as Host and Origin.
    const res = await estimate(
      new Request("http://localhost:3000/v1/estimate", {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          host: "127.0.0.1:3000",
          origin: "http://127.0.0.1:3000",
        },
        body: ESTIMATE,
      }),
    );
    expect(res.status).toBe(200);
    const forged = await estimate(
      new Request("http://localhost:3000/v1/estimate", {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          host: "127.0.0.1:3000",
          origin: "http://127.0.0.1:4000",
        },
        body: ESTIMATE,
      }),
    );
    expect(forged.status).toBe(403);
  });
});

describe("calls that are not at risk", () => {
  it("a session's reads are answered from anywhere (they change nothing)", async () => {
    const res = await call(listCampaigns, "GET", "/v1/campaigns", {
      cookie,
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(res.status).toBe(200);
  });

  it("API-key calls are unaffected by origin and content type", async () => {
    const res = await call(
      estimate,
      "POST",
      "/v1/estimate",
      {
        authorization: `Bearer ${apiKey}`,
        "content-type": "text/plain",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      ESTIMATE,
    );
    expect(res.status).toBe(200);
  });
});
