import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaigns, profiles, webhookAttempts, webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { createAccount } from "@/lib/features/accounts/create-account";
import { CampaignView } from "@/lib/features/campaigns/schema";
import { GET as getChecklist } from "./[id]/checklist/route";
import { POST as duplicate } from "./[id]/duplicate/route";
import { POST as launch } from "./[id]/launch/route";
import { POST as reset } from "./[id]/reset/route";
import { GET as getOne, PATCH } from "./[id]/route";
import { POST as create, GET as list } from "./route";

let key: string;
let otherKey: string;
let accountId: string;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];

beforeAll(async () => {
  ({ db } = await createTestDb());
  await db.insert(profiles).values([
    { id: "p1", data: {}, country: "Germany", title: "CTO", hasEmail: true },
    { id: "p2", data: {}, country: "Spain", title: "CFO", hasEmail: true },
  ]);
  ({ apiKey: key, accountId } = await createAccount(db, { email: "api@example.com", plan: "pro" }));
  otherKey = (await createAccount(db, { email: "api-other@example.com", plan: "pro" })).apiKey;
});

function call(
  handler: (req: Request, route?: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  path: string,
  options: { body?: unknown; id?: string; apiKey?: string } = {},
) {
  const req = new Request(`http://test${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.apiKey ?? key}`,
      "content-type": "application/json",
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const params: Record<string, string> = options.id ? { id: options.id } : {};
  return handler(req, { params: Promise.resolve(params) });
}

describe("/v1/campaigns", () => {
  it("create → patch → 422 launch → fix → launch → 409 on a second launch", async () => {
    const created = await call(create, "POST", "/v1/campaigns", { body: { name: "API campaign" } });
    expect(created.status).toBe(201);
    const campaign = await created.json();
    expect(created.headers.get("location")).toBe(`/v1/campaigns/${campaign.id}`);
    expect(campaign).toMatchObject({ name: "API campaign", status: "draft" });
    const id = campaign.id as string;

    const refused = await call(launch, "POST", `/v1/campaigns/${id}/launch`, { id });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    const problem = await refused.json();
    expect(problem).toMatchObject({
      code: "checklist_failed",
      checklist: [{ item: "targeting", ok: false, detail: expect.any(String) }],
    });
    expect(problem.message).toBe(problem.detail);

    const patched = await call(PATCH, "PATCH", `/v1/campaigns/${id}`, {
      id,
      body: { filters: { locations: { countries: ["Germany"] } }, delivery: { leadsPerDay: 5 } },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).delivery.leadsPerDay).toBe(5);

    const checklist = await call(getChecklist, "GET", `/v1/campaigns/${id}/checklist`, { id });
    expect(await checklist.json()).toMatchObject({ ready: true });

    const launched = await call(launch, "POST", `/v1/campaigns/${id}/launch`, { id });
    expect(launched.status).toBe(200);
    expect(await launched.json()).toMatchObject({ id, status: "active" });

    const again = await call(launch, "POST", `/v1/campaigns/${id}/launch`, { id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "conflict",
      status: 409,
      campaignStatus: "active",
    });

    const resetActive = await call(reset, "POST", `/v1/campaigns/${id}/reset`, { id });
    expect(resetActive.status).toBe(409);

    const listed = await (await call(list, "GET", "/v1/campaigns?status=active")).json();
    expect(listed.data.map((c: { id: string }) => c.id)).toContain(id);
  });

  it("answers 400 with paths for bad bodies and queries", async () => {
    const unknownKey = await call(create, "POST", "/v1/campaigns", {
      body: { name: "x", filters: { colour: ["red"] } },
    });
    expect(unknownKey.status).toBe(400);
    expect((await unknownKey.json()).errors).toEqual([
      expect.objectContaining({ path: "filters.colour" }),
    ]);
    const badDay = await call(create, "POST", "/v1/campaigns", {
      body: { name: "x", delivery: { days: ["funday"] } },
    });
    expect(badDay.status).toBe(400);
    expect((await badDay.json()).errors[0].path).toBe("delivery.days.0");
    // A missing field is said to be required, with what it takes, not "received undefined".
    const noName = await (await call(create, "POST", "/v1/campaigns", { body: {} })).json();
    expect(noName.errors).toEqual([{ path: "name", message: "Required (string)." }]);
    expect(noName.detail).toBe("Invalid request body: name: Required (string).");
    const badLimit = await call(list, "GET", "/v1/campaigns?limit=0");
    expect(badLimit.status).toBe(400);
    expect((await badLimit.json()).type).toBe("https://leadwise.dev/problems/invalid-request");
  });

  it("names the semantic rule a well-formed body breaks in the problem's type", async () => {
    const cases: [unknown, string][] = [
      [{ name: "x", delivery: { window: { start: "17:00", end: "09:00" } } }, "window-order"],
      [{ name: "x", filters: { experienceYears: { min: 9, max: 2 } } }, "range-order"],
      // The zones are the document's TimeZone enum: an unknown one fails the schema itself.
      [{ name: "x", delivery: { timezone: "Mars/Olympus" } }, "invalid-request"],
      [{ name: "x", filters: { industries: ["Alchemy"] } }, "unknown-filter-value"],
      [{ name: "x", saveToList: { enabled: true, listId: "l_nope" } }, "unknown-list"],
    ];
    for (const [body, rule] of cases) {
      const res = await call(create, "POST", "/v1/campaigns", { body });
      expect(res.status, rule).toBe(400);
      expect((await res.json()).type, rule).toBe(`https://leadwise.dev/problems/${rule}`);
    }
  });

  it("answers 404 for another account's campaign and 401 without a key", async () => {
    const created = await (
      await call(create, "POST", "/v1/campaigns", { body: { name: "Mine" } })
    ).json();
    const id = created.id as string;
    const theirs = await call(getOne, "GET", `/v1/campaigns/${id}`, { id, apiKey: otherKey });
    expect(theirs.status).toBe(404);
    const patch = await call(PATCH, "PATCH", `/v1/campaigns/${id}`, {
      id,
      apiKey: otherKey,
      body: { name: "stolen" },
    });
    expect(patch.status).toBe(404);
    const anonymous = await getOne(new Request(`http://test/v1/campaigns/${id}`), {
      params: Promise.resolve({ id }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a campaign whose webhook keeps failing", () => {
  /** A failed attempt to deliver to the campaign's webhook, `secondsAgo` seconds ago. */
  async function failedAttempt(campaignId: string, url: string, secondsAgo: number) {
    const id = `msg_${campaignId}_${secondsAgo}`;
    await db.insert(webhookDeliveries).values({
      id,
      accountId,
      campaignId,
      url,
      body: "{}",
      status: "pending",
      attempts: 1,
    });
    await db.insert(webhookAttempts).values({
      deliveryId: id,
      attempt: 1,
      startedAt: new Date(Date.now() - secondsAgo * 1000),
      durationMs: 3,
      statusCode: 500,
      error: "receiver answered 500",
    });
  }

  it("says so in GET /v1/campaigns/{id} and in the list, null for the others and for drafts", async () => {
    const url = "https://hooks.example.com/leads";
    const draftWith = async (name: string) => {
      const res = await call(create, "POST", "/v1/campaigns", {
        body: { name, notifications: { webhook: { enabled: true, url } } },
      });
      return ((await res.json()) as { id: string }).id;
    };
    const failing = await draftWith("Failing hook");
    const healthy = await draftWith("Healthy hook");
    // Launched (launching itself has its own tests): only a launched campaign's webhook fails.
    for (const id of [failing, healthy]) {
      await db.update(campaigns).set({ status: "active" }).where(eq(campaigns.id, id));
    }
    await failedAttempt(failing, url, 20);
    await failedAttempt(failing, url, 10);
    const draft = await draftWith("Draft hook");
    await failedAttempt(draft, url, 20);
    await failedAttempt(draft, url, 10);

    const one = await call(getOne, "GET", `/v1/campaigns/${failing}`, { id: failing });
    expect(one.status).toBe(200);
    const body = CampaignView.parse(await one.json());
    expect(body.webhookFailing).toMatchObject({
      url,
      failedAttempts: 2,
      latest: expect.stringContaining("500"),
    });
    const fine = CampaignView.parse(
      await (await call(getOne, "GET", `/v1/campaigns/${healthy}`, { id: healthy })).json(),
    );
    expect(fine.webhookFailing).toBeNull();

    const page = (await (await call(list, "GET", "/v1/campaigns")).json()) as { data: unknown[] };
    const views = page.data.map((c) => CampaignView.parse(c));
    const byId = new Map(views.map((c) => [c.id, c.webhookFailing]));
    expect(byId.get(failing)).toMatchObject({ failedAttempts: 2 });
    expect(byId.get(healthy)).toBeNull();
    expect(byId.get(draft)).toBeNull();
  });
});

describe("duplicate and delivery dates", () => {
  it("duplicates any campaign of the account as a draft named '… (copy)' with its settings", async () => {
    const res = await call(create, "POST", "/v1/campaigns", {
      body: {
        name: "HR leaders",
        filters: { locations: { countries: ["Germany"] } },
        delivery: { leadsPerDay: 7, startDate: "2026-12-01", endDate: "2026-12-24" },
        saveToList: { enabled: true, listName: "HR" },
      },
    });
    const original = await res.json();
    await call(launch, "POST", `/v1/campaigns/${original.id}/launch`, { id: original.id });

    const copied = await call(duplicate, "POST", `/v1/campaigns/${original.id}/duplicate`, {
      id: original.id,
    });
    expect(copied.status).toBe(201);
    const copy = await copied.json();
    expect(copied.headers.get("location")).toBe(`/v1/campaigns/${copy.id}`);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      name: "HR leaders (copy)",
      status: "draft",
      launchedAt: null,
      filters: original.filters,
      delivery: { leadsPerDay: 7, startDate: "2026-12-01", endDate: "2026-12-24" },
    });
    const stored = await (
      await call(getOne, "GET", `/v1/campaigns/${copy.id}`, { id: copy.id })
    ).json();
    // The stored copy as POST answered it, and GET's note that its webhook is not failing.
    expect(stored).toEqual({ ...copy, webhookFailing: null });

    // A name at the limit keeps the suffix and stays within 120 characters.
    const long = await (
      await call(create, "POST", "/v1/campaigns", { body: { name: "x".repeat(120) } })
    ).json();
    const longCopy = await (
      await call(duplicate, "POST", `/v1/campaigns/${long.id}/duplicate`, { id: long.id })
    ).json();
    expect(longCopy.name).toBe(`${"x".repeat(113)} (copy)`);

    // Another account's campaign is not found.
    const theirs = await call(duplicate, "POST", `/v1/campaigns/${original.id}/duplicate`, {
      id: original.id,
      apiKey: otherKey,
    });
    expect(theirs.status).toBe(404);
  });

  it("refuses an end date before the start date with 400 date-order, also across a PATCH", async () => {
    const bad = await call(create, "POST", "/v1/campaigns", {
      body: { name: "Backwards", delivery: { startDate: "2026-12-02", endDate: "2026-12-01" } },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).type).toBe("https://leadwise.dev/problems/date-order");
    const made = await (
      await call(create, "POST", "/v1/campaigns", {
        body: { name: "Forwards", delivery: { endDate: "2026-12-01" } },
      })
    ).json();
    const patched = await call(PATCH, "PATCH", `/v1/campaigns/${made.id}`, {
      id: made.id,
      body: { delivery: { startDate: "2026-12-05" } },
    });
    expect(patched.status).toBe(400);
    const problem = await patched.json();
    expect(problem.type).toBe("https://leadwise.dev/problems/date-order");
    expect(problem.errors).toEqual([
      { path: "delivery.endDate", message: "The end date must not be before the start date." },
    ]);
    const impossible = await call(PATCH, "PATCH", `/v1/campaigns/${made.id}`, {
      id: made.id,
      body: { delivery: { startDate: "2026-02-30" } },
    });
    expect(impossible.status).toBe(400);
  });
});
