import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as details } from "@/app/v1/contact/details/route";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { accounts, creditLedger, enrichmentRequests, webhookAttempts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { enqueue } from "@/lib/engines/jobs/boss";
import { configureWebhookDelivery, RETRY_SCHEDULE_MS } from "@/lib/engines/webhooks/config";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { eventually, sampleProfile, startReceiver } from "./enrichment-fixtures";
import { enrichmentJob } from "./process";
import { newRequestId } from "./submit";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let n = 0;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  ({ db } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 12 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  configureWebhookDelivery({ retryScheduleMs: [0, 150, 150, 150], jitter: 0 });
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver((_, req) =>
    req.url === "/flaky" ? (flaky.shift() ?? 200) : req.url === "/gone" ? 410 : 200,
  );
});
// Registered after createTestDb's cleanup, so it runs first: workers stop before the drop.
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await receiver.close();
    configureWebhookDelivery({ retryScheduleMs: RETRY_SCHEDULE_MS, jitter: 0.1 });
  });
});

const flaky: number[] = [];

async function newAccount(
  daily: Record<string, number> = {},
  credits: Record<string, number> = {},
) {
  return createAccount(db, {
    email: `e${n++}@example.com`,
    plan: "pro",
    daily: { api: 1000, email: 1000, mobile: 1000, ...daily },
    credits: { api: 1000, email: 1000, mobile: 1000, ...credits },
  });
}

function call(
  handler: (req: Request) => Promise<Response>,
  path: string,
  key: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request(`http://test${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const pollFor = (key: string, id: string) =>
  poll(
    new Request(`http://test/v1/contact/enrich?id=${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
  );

async function done(key: string, id: string) {
  return eventually(async () => {
    const body = await (await pollFor(key, id)).json();
    return body.status === "pending" ? undefined : body;
  });
}

const usageOf = (accountId: string) => getUsage({ db, accountId, clock: systemClock });

describe("POST /v1/contact/details", () => {
  it("answers 202 pending, then the profile without contacts; api 1", async () => {
    const a = await newAccount();
    const res = await call(details, "/v1/contact/details", a.apiKey, { profile: { id: "p_1" } });
    expect(res.status).toBe(202);
    const accepted = await res.json();
    expect(accepted).toEqual({ requestId: expect.stringMatching(/^req_/), status: "pending" });
    expect(res.headers.get("x-allowance-api")).toMatch(
      /^used=1; limit=1000; remaining=999; credits=999; reset=\d{4}-\d\d-\d\dT00:00:00.000Z$/,
    );
    const result = await done(a.apiKey, accepted.requestId);
    expect(result).toMatchObject({
      status: "success",
      requestId: accepted.requestId,
      id: accepted.requestId,
      name: "details",
      missing: [],
      notFound: [],
    });
    expect(result.data).toHaveLength(1);
    expect(result.data[0]).toMatchObject({
      id: "p_1",
      fn: "First1",
      organization: { name: "Globex" },
    });
    expect(result.data[0].email).toBeUndefined();
    expect(result.data[0].mobile).toBeUndefined();
    const usage = await usageOf(a.accountId);
    expect(usage.api.used).toBe(1);
    expect(usage.email.used).toBe(0);
  });

  it("identifies a person by each of the five forms", async () => {
    const a = await newAccount();
    const forms = [
      { id: "p_2" },
      { SourceUrl: "HTTPS://network.example/in/person-2/" },
      { SourceUsername: "PERSON2" },
      { email: "First2.0@Example.com" },
      { fn: "first2", ln: "LAST2", organization: "Initech" },
      { fn: "First2", ln: "Last2", organization: "https://www.initech.com/about" },
    ];
    for (const profile of forms) {
      const res = await call(details, "/v1/contact/details", a.apiKey, { profile });
      const { requestId } = await res.json();
      const result = await done(a.apiKey, requestId);
      expect(
        result.data.map((p: { id: string }) => p.id),
        JSON.stringify(profile),
      ).toEqual(["p_2"]);
    }
  });

  it("refuses unknown keys and mixed forms with 400 problem+json", async () => {
    const a = await newAccount();
    for (const profile of [
      { id: "p_1", email: "x@example.com" },
      { fn: "A", ln: "B" },
      { linkedin: "x" },
      { email: "not an e-mail" },
    ]) {
      const res = await call(details, "/v1/contact/details", a.apiKey, { profile });
      expect(res.status, JSON.stringify(profile)).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const body = await res.json();
      expect(body.code).toBe("invalid_request");
      expect(body.errors[0].path).toMatch(/^profile/);
    }
    expect((await usageOf(a.accountId)).api.used).toBe(0);
  });
});

describe("allowances at submission", () => {
  it("50 concurrent /details on a daily api limit of 5: 5 × 202, 45 × 402 daily_limit_reached", async () => {
    const a = await newAccount({ api: 5 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(details, "/v1/contact/details", a.apiKey, { profile: { id: "p_3" } }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 402).map((r) => r.json()),
    );
    for (const body of refusals) {
      expect(body.code).toBe("daily_limit_reached");
      expect(body.message).toMatch(/^Daily limit reached/);
      expect(body.message).toContain("api");
    }
    expect((await usageOf(a.accountId)).api.used).toBe(5);
    const rows = await db
      .select()
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.accountId, a.accountId));
    expect(rows).toHaveLength(5);
  });

  it("50 concurrent /details on 5 api credits: 5 × 202, 45 × 402 out_of_credits", async () => {
    const a = await newAccount({}, { api: 5 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(details, "/v1/contact/details", a.apiKey, { profile: { id: "p_3" } }),
      ),
    );
    expect(responses.filter((r) => r.status === 202)).toHaveLength(5);
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 402).map((r) => r.json()),
    );
    expect(refusals).toHaveLength(45);
    for (const body of refusals) {
      expect(body.code).toBe("out_of_credits");
      expect(body.message).toMatch(/^Out of credits/);
      expect(body.message).toContain("api");
    }
    const usage = await usageOf(a.accountId);
    expect(usage.api).toMatchObject({ used: 5, credits: 0 });
  });

  it("refuses /enrich up front when a requested contact counter is at zero, consuming nothing", async () => {
    const a = await newAccount({}, { mobile: 0 });
    const res = await call(enrich, "/v1/contact/enrich", a.apiKey, {
      profile: { id: "p_1" },
      include: { mobile: true },
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: "out_of_credits", counter: "mobile" });
    expect((await usageOf(a.accountId)).api.used).toBe(0);
    const ok = await call(enrich, "/v1/contact/enrich", a.apiKey, { profile: { id: "p_1" } });
    expect(ok.status).toBe(202);
  });

  it("names every counter that cannot pay in one 402, out of credits first", async () => {
    const cases = [
      {
        account: await newAccount({ api: 0, email: 0 }),
        code: "daily_limit_reached",
        counters: ["api", "email"],
        message:
          /^Daily limit reached: the api and email daily allowances are used up\. They reset at /,
      },
      {
        account: await newAccount({}, { api: 0, email: 0 }),
        code: "out_of_credits",
        counters: ["api", "email"],
        message:
          /^Out of credits: the api and email credit balances are too low\. Buy api and email credits/,
      },
      {
        account: await newAccount({ api: 0 }, { email: 0 }),
        code: "out_of_credits",
        counters: ["email", "api"],
        message:
          /^Out of credits: the email credit balance is too low\..* Daily limit reached: the api daily allowance is used up\./,
      },
    ];
    for (const { account, code, counters, message } of cases) {
      const res = await call(bulk, "/v1/contact/bulk", account.apiKey, {
        profiles: [{ id: "p_1" }, { id: "p_2" }],
      });
      expect(res.status).toBe(402);
      const body = await res.json();
      expect(body).toMatchObject({ code, counters, counter: counters[0] });
      expect(body.message).toMatch(message);
      expect(body.refusals.map((r: { counter: string }) => r.counter)).toEqual(counters);
      expect((await usageOf(account.accountId)).api.used).toBe(0);
    }
  });
});

describe("POST /v1/contact/bulk", () => {
  it("refuses 0 and 11 entries with 422 invalid_batch, consuming nothing; 10 → 202, api +10", async () => {
    const a = await newAccount();
    for (const count of [0, 11]) {
      const res = await call(bulk, "/v1/contact/bulk", a.apiKey, {
        profiles: Array.from({ length: count }, (_, i) => ({ id: `p_${i}` })),
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: "invalid_batch", count });
    }
    const junk = await call(bulk, "/v1/contact/bulk", a.apiKey, {
      profiles: Array.from({ length: 11 }, () => ({ nonsense: true })),
    });
    expect(junk.status).toBe(422);
    expect((await usageOf(a.accountId)).api.used).toBe(0);

    const res = await call(bulk, "/v1/contact/bulk", a.apiKey, {
      profiles: Array.from({ length: 10 }, (_, i) => ({ id: `p_${i}` })),
      include: { email: true, mobile: true },
      name: "ten",
    });
    expect(res.status).toBe(202);
    const { requestId } = await res.json();
    const result = await done(a.apiKey, requestId);
    expect(result.name).toBe("ten");
    expect(result.data).toHaveLength(10);
    for (const p of result.data) {
      expect(p.email).toHaveLength(1);
      expect(p.mobile).toHaveLength(1);
    }
    const usage = await usageOf(a.accountId);
    expect(usage.api.used).toBe(10);
    expect(usage.email.used).toBe(10);
    expect(usage.mobile.used).toBe(10);
  });

  it("lists unmatched inputs in notFound; each still paid its api unit", async () => {
    const a = await newAccount();
    const res = await call(bulk, "/v1/contact/bulk", a.apiKey, {
      profiles: [{ id: "p_4" }, { id: "nobody" }, { email: "ghost@example.com" }, { id: "p_4" }],
      include: { email: true },
    });
    const { requestId } = await res.json();
    const result = await done(a.apiKey, requestId);
    expect(result.data.map((p: { id: string }) => p.id)).toEqual(["p_4"]);
    expect(result.notFound).toEqual([{ id: "nobody" }, { email: "ghost@example.com" }]);
    const usage = await usageOf(a.accountId);
    expect(usage.api.used).toBe(4);
    // The same person asked twice is delivered, and paid for, once.
    expect(usage.email.used).toBe(1);
  });

  it("delivers without the contact, listed in missing, when the counter cannot pay", async () => {
    const a = await newAccount({ email: 2 });
    const res = await call(bulk, "/v1/contact/bulk", a.apiKey, {
      profiles: [{ id: "p_5" }, { id: "p_6" }, { id: "p_7" }],
    });
    const { requestId } = await res.json();
    const result = await done(a.apiKey, requestId);
    expect(result.data.map((p: { email?: unknown[] }) => p.email?.length ?? 0)).toEqual([1, 1, 0]);
    expect(result.missing).toEqual([
      { profileId: "p_7", field: "email", reason: "daily_limit_reached" },
    ]);
    expect((await usageOf(a.accountId)).email.used).toBe(2);
  });
});

describe("work e-mail only", () => {
  it("delivers and charges only work addresses: no personal type, no webmail domain", async () => {
    const person = (id: string, email: { type: string; value: string }[]) => ({
      ...sampleProfile(0, { email: 0, mobile: 0 }),
      id,
      SourceUrl: `https://network.example/in/${id}`,
      SourceUsername: id,
      email,
    });
    await saveProfiles(
      db,
      [
        person("w_both", [
          { type: "personal", value: "w.both@gmail.com" },
          { type: "professional", value: "w.both@acme-robotics.io" },
        ]),
        // Typed as a work address by its source, but at a webmail host: not a work address.
        person("w_mistyped", [{ type: "work", value: "w.mistyped@yahoo.com" }]),
        person("w_personal", [{ type: "personal", value: "w.personal@w-personal.fr" }]),
      ],
      { source: "alpha" },
    );
    const inputs = [{ id: "w_both" }, { id: "w_mistyped" }, { id: "w_personal" }];
    const emailsOf = (result: { data: { id: string; email?: { value: string }[] }[] }) =>
      Object.fromEntries(result.data.map((p) => [p.id, (p.email ?? []).map((e) => e.value)]));

    const a = await newAccount();
    const res = await call(bulk, "/v1/contact/bulk", a.apiKey, {
      profiles: inputs,
      include: { email: true, workEmailOnly: true },
    });
    expect(res.status).toBe(202);
    const work = await done(a.apiKey, (await res.json()).requestId);
    expect(emailsOf(work)).toEqual({
      w_both: ["w.both@acme-robotics.io"],
      w_mistyped: [],
      w_personal: [],
    });
    expect((await usageOf(a.accountId)).email.used).toBe(1);

    const b = await newAccount();
    const every = await done(
      b.apiKey,
      (
        await (
          await call(bulk, "/v1/contact/bulk", b.apiKey, {
            profiles: inputs,
            include: { email: true },
          })
        ).json()
      ).requestId,
    );
    expect(emailsOf(every)).toEqual({
      w_both: ["w.both@gmail.com", "w.both@acme-robotics.io"],
      w_mistyped: ["w.mistyped@yahoo.com"],
      w_personal: ["w.personal@w-personal.fr"],
    });
    expect((await usageOf(b.accountId)).email.used).toBe(4);
  });
});

describe("GET /v1/contact/enrich?id=", () => {
  it("is free: 100 polls change no counter; another account gets 404", async () => {
    const a = await newAccount();
    const other = await newAccount();
    const { requestId } = await (
      await call(enrich, "/v1/contact/enrich", a.apiKey, { profile: { id: "p_8" } })
    ).json();
    await done(a.apiKey, requestId);
    const before = await usageOf(a.accountId);
    for (let i = 0; i < 100; i++) {
      const res = await pollFor(a.apiKey, requestId);
      expect(res.status).toBe(200);
    }
    expect(await usageOf(a.accountId)).toEqual(before);
    const theirs = await pollFor(other.apiKey, requestId);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).toBe("application/problem+json");
    expect((await pollFor(a.apiKey, "req_unknown")).status).toBe(404);
  });

  it("is never rate-limited: 200 parallel polls on a free key all answer 200, moving nothing", async () => {
    const a = await createAccount(db, { email: `free${n++}@example.com`, plan: "free" });
    const { requestId } = await (
      await call(enrich, "/v1/contact/enrich", a.apiKey, { profile: { id: "p_3" } })
    ).json();
    await done(a.apiKey, requestId);
    const before = await usageOf(a.accountId);
    const polls = await Promise.all(
      Array.from({ length: 200 }, () => pollFor(a.apiKey, requestId)),
    );
    expect(polls.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(polls.every((r) => !r.headers.has("retry-after"))).toBe(true);
    expect(await usageOf(a.accountId)).toEqual(before);
    // The free key's bucket (10/s, burst 20) lost nothing to them: a burst of POSTs still fits.
    const posts = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(details, "/v1/contact/details", a.apiKey, { profile: { id: "p_4" } }),
      ),
    );
    expect(posts.map((r) => r.status)).toEqual(Array(5).fill(202));
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for the same body, consuming nothing; 409 for another body", async () => {
    const a = await newAccount();
    const body = { profile: { id: "p_9" }, name: "once" };
    const headers = { "idempotency-key": "key-1" };
    const first = await call(details, "/v1/contact/details", a.apiKey, body, headers);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(
          details,
          "/v1/contact/details",
          a.apiKey,
          { name: "once", profile: { id: "p_9" } },
          headers,
        ),
      ),
    );
    const firstBody = await first.json();
    for (const res of again) {
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual(firstBody);
      expect(res.headers.get("idempotent-replayed")).toBe("true");
    }
    expect((await usageOf(a.accountId)).api.used).toBe(1);
    const other = await call(
      details,
      "/v1/contact/details",
      a.apiKey,
      { profile: { id: "p_10" } },
      headers,
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "conflict" });
    // After 24 h the key is free again.
    await db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    const later = await call(
      details,
      "/v1/contact/details",
      a.apiKey,
      { profile: { id: "p_10" } },
      headers,
    );
    expect(later.status).toBe(202);
    expect((await later.json()).requestId).not.toBe(firstBody.requestId);
    expect((await usageOf(a.accountId)).api.used).toBe(2);
  });
});

describe("webhook delivery", () => {
  it("posts the §2.2 body, signed with the account's secret", async () => {
    const a = await newAccount();
    const res = await call(enrich, "/v1/contact/enrich", a.apiKey, {
      profile: { SourceUsername: "person11" },
      webhookUrl: receiver.url("/ok"),
      name: "my lookup",
    });
    const { requestId } = await res.json();
    const delivery = await eventually(async () =>
      receiver.received.find((r) => r.body.includes(requestId)),
    );
    const body = DeliveryBody.parse(JSON.parse(delivery.body));
    expect(body).toMatchObject({ status: "success", name: "my lookup", id: requestId, requestId });
    expect(body.data[0]?.email).toEqual([{ type: "personal", value: "first11.0@example.com" }]);
    expect(
      new Webhook(a.webhookSecret).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toBeTruthy();
    const [row] = await db
      .select({ result: enrichmentRequests.result })
      .from(enrichmentRequests)
      .where(eq(enrichmentRequests.id, requestId));
    const stored = row?.result as { provenance: Record<string, Record<string, string>> };
    expect(stored.provenance.p_11).toMatchObject({ email: "alpha" });
  });

  it("retries 500, 500, then 200: three deliveries, one webhook-id, each verifiable", async () => {
    const a = await newAccount();
    flaky.push(500, 500);
    const before = receiver.received.length;
    const res = await call(details, "/v1/contact/details", a.apiKey, {
      profile: { id: "p_1" },
      callbackUrl: receiver.url("/flaky"),
    });
    const { requestId } = await res.json();
    await receiver.waitFor(before + 3);
    const mine = receiver.received.slice(before).filter((r) => r.body.includes(requestId));
    expect(mine).toHaveLength(3);
    expect(new Set(mine.map((r) => r.headers["webhook-id"])).size).toBe(1);
    // The retries rebuild the body from the stored result: the same bytes as the first.
    expect(new Set(mine.map((r) => r.body)).size).toBe(1);
    expect(DeliveryBody.parse(JSON.parse(mine[0]?.body ?? "")).data[0]?.id).toBe("p_1");
    for (const r of mine) {
      expect(
        new Webhook(a.webhookSecret).verify(r.body, r.headers as Record<string, string>),
      ).toBeTruthy();
    }
    const attempts = await eventually(async () => {
      const rows = await db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, String(mine[0]?.headers["webhook-id"])));
      return rows.length === 3 ? rows : undefined;
    });
    expect(
      attempts.sort((x, y) => x.attempt - y.attempt).map((r) => [r.attempt, r.statusCode]),
    ).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
  });

  it("stops at 410 Gone", async () => {
    const a = await newAccount();
    const before = receiver.received.length;
    const { requestId } = await (
      await call(details, "/v1/contact/details", a.apiKey, {
        profile: { id: "p_1" },
        webhookUrl: receiver.url("/gone"),
      })
    ).json();
    await receiver.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 600));
    expect(receiver.received.slice(before).filter((r) => r.body.includes(requestId))).toHaveLength(
      1,
    );
    const status = await eventually(async () => {
      const rows = await db.execute<{ status: string }>(
        sql`select status from webhook_deliveries where request_id = ${requestId}`,
      );
      return rows[0]?.status === "disabled" ? rows[0].status : undefined;
    });
    expect(status).toBe("disabled");
  });

  it("refuses private webhook targets when they are not allowed", async () => {
    const a = await newAccount();
    process.env.WEBHOOK_ALLOW_PRIVATE = "false";
    resetEnvCache();
    try {
      const res = await call(details, "/v1/contact/details", a.apiKey, {
        profile: { id: "p_1" },
        webhookUrl: "http://10.0.0.7/hook",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_request" });
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "true";
      resetEnvCache();
    }
    expect((await usageOf(a.accountId)).api.used).toBe(0);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a key exceeds its rate, and reports the bucket", async () => {
    const a = await newAccount();
    await db.update(accounts).set({ rateLimit: 2 }).where(eq(accounts.id, a.accountId));
    const answers: Response[] = [];
    // An invalid body is refused after the token is taken, so nothing else is consumed.
    for (let i = 0; i < 8; i++)
      answers.push(await call(details, "/v1/contact/details", a.apiKey, {}));
    expect(answers.map((r) => r.status)).toContain(429);
    const limited = answers.find((r) => r.status === 429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited?.headers.get("ratelimit")).toMatch(/^"per-key";r=0;t=[1-9]\d*$/);
    expect(answers[0]?.status).toBe(400);
    expect(answers[0]?.headers.get("ratelimit-policy")).toBe('"per-key";q=4;w=2');
    expect(answers[0]?.headers.get("ratelimit")).toMatch(/^"per-key";r=3;t=1$/);
  });
});

describe("the ledger", () => {
  it("records every debit with the request it paid for", async () => {
    const a = await newAccount();
    const { requestId } = await (
      await call(enrich, "/v1/contact/enrich", a.apiKey, {
        profile: { id: "p_0" },
        include: { mobile: true },
      })
    ).json();
    await done(a.apiKey, requestId);
    const rows = await db
      .select({ counter: creditLedger.counter, delta: creditLedger.delta, ref: creditLedger.ref })
      .from(creditLedger)
      .where(eq(creditLedger.ref, requestId));
    expect(rows.sort((x, y) => x.counter.localeCompare(y.counter))).toEqual([
      { counter: "api", delta: -1, ref: requestId },
      { counter: "email", delta: -1, ref: requestId },
      { counter: "mobile", delta: -1, ref: requestId },
    ]);
  });
});

describe("jobs", () => {
  it("rings once for a burst of submissions, and still processes a job of the one-request form", async () => {
    const a = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(details, "/v1/contact/details", a.apiKey, { profile: { id: `p_${i}` } }).then((r) =>
          r.json(),
        ),
      ),
    );
    const ids = answers.map((x: { requestId: string }) => x.requestId);
    for (const id of ids) await done(a.apiKey, id);
    // Submissions that arrive while one commits go in the next commit with one job for all.
    const [jobs] = await db.execute<{ n: number }>(sql`
      select count(distinct job_id)::int as n from enrichment_requests where account_id = ${a.accountId}`);
    expect(jobs?.n).toBeLessThan(ids.length);

    // A request queued by an earlier version, with its job of the form { requestId }.
    const jobId = randomUUID();
    const requestId = newRequestId();
    await db.transaction(async (tx) => {
      await tx.insert(enrichmentRequests).values({
        id: requestId,
        accountId: a.accountId,
        kind: "details",
        inputs: [{ id: "p_3" }],
        includeEmail: false,
        includeMobile: false,
        jobId,
      });
      await enqueue(tx, enrichmentJob, { requestId }, { id: jobId });
    });
    const result = await done(a.apiKey, requestId);
    expect(result.data.map((p: { id: string }) => p.id)).toEqual(["p_3"]);
  });
});
