import { and, eq, isNotNull } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as deliveriesLog } from "@/app/v1/webhook-endpoints/[id]/deliveries/route";
import { POST as replay } from "@/app/v1/webhook-endpoints/[id]/replay/route";
import { POST as rotate } from "@/app/v1/webhook-endpoints/[id]/rotate-secret/route";
import { POST as sendTest } from "@/app/v1/webhook-endpoints/[id]/test/route";
import { POST as create } from "@/app/v1/webhook-endpoints/route";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { eventually, startReceiver } from "@/lib/features/enrichment/enrichment-fixtures";

/*
 * Webhook endpoints subscribed to event types, end to end: created through the API, fed by a
 * campaign run through the job queue, signed with each endpoint's own secret, received by a
 * loopback receiver and verified with the `standardwebhooks` library as a customer would.
 */

let db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const clock = fixedClock("2026-03-23T10:00:00Z");
type Account = Awaited<ReturnType<typeof createAccount>>;
let who: Account;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  process.env.AUTH_SECRET ??= "test-secret-for-webhook-endpoints";
  resetEnvCache();
  ({ db } = await createTestDbWithAudience(30));
  who = await roomyAccount(db, "hooks@example.com");
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopJobs();
  await receiver.close();
});

function call(
  handler: (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  body?: unknown,
  id?: string,
  query = "",
) {
  return handler(
    new Request(`http://test/v1/webhook-endpoints${query}`, {
      method,
      headers: { authorization: `Bearer ${who.apiKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve<Record<string, string>>(id ? { id } : {}) },
  );
}

interface Got {
  path: string;
  id: string;
  type: string;
  body: string;
  headers: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };
}

/** What has reached `path` so far, in arrival order. */
function at(path: string): Got[] {
  return receiver.received
    .filter((r) => r.path === path)
    .map((r) => {
      const parsed = JSON.parse(r.body) as { id: string; type: string };
      return {
        path,
        id: String(r.headers["webhook-id"]),
        type: parsed.type,
        body: r.body,
        headers: {
          "webhook-id": String(r.headers["webhook-id"]),
          "webhook-timestamp": String(r.headers["webhook-timestamp"]),
          "webhook-signature": String(r.headers["webhook-signature"]),
        },
      };
    });
}

/** Every endpoint delivery of the account is settled (delivered, or failed for good). */
async function settled() {
  await eventually(async () => {
    const pending = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.accountId, who.accountId),
          isNotNull(webhookDeliveries.endpointId),
          eq(webhookDeliveries.status, "pending"),
        ),
      );
    return pending.length === 0 ? true : undefined;
  }, 30_000);
}

async function createEndpoint(path: string, eventTypes: string[]) {
  const res = await call(create, "POST", { url: receiver.url(path), eventTypes });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; secret: string };
}

describe("webhook endpoints subscribed to event types", () => {
  let completedOnly: { id: string; secret: string };
  let everything: { id: string; secret: string };
  let before: Date;

  it("one subscribed to campaign.completed gets exactly that, once, validly signed; one subscribed to all gets every type the run produced", async () => {
    completedOnly = await createEndpoint("/completed", ["campaign.completed"]);
    everything = await createEndpoint("/all", []);
    before = new Date(Date.now() - 1000);
    const ctx = { db, accountId: who.accountId, clock };
    const { campaign } = await deliverCampaign(
      ctx,
      { name: "Heads of Sales", filters: { titles: { include: ["Head of Sales"] } } },
      { untilCompleted: true },
    );
    await settled();

    const completed = at("/completed");
    expect(completed.map((g) => g.type)).toEqual(["campaign.completed"]);
    const [only] = completed;
    if (!only) throw new Error("nothing arrived");
    const verified = new Webhook(completedOnly.secret).verify(only.body, only.headers) as {
      id: string;
      data: { campaignId: string };
    };
    expect(verified.id).toBe(only.id);
    expect(verified.data.campaignId).toBe(campaign?.id);
    // Another endpoint's secret does not verify it.
    expect(() => new Webhook(everything.secret).verify(only.body, only.headers)).toThrow();

    const produced = await db
      .select({ id: webhookEvents.id, type: webhookEvents.type })
      .from(webhookEvents)
      .where(eq(webhookEvents.accountId, who.accountId));
    const all = at("/all");
    expect(new Set(produced.map((e) => e.type))).toEqual(
      new Set(["campaign.launched", "lead.delivered", "campaign.completed"]),
    );
    expect(all.map((g) => g.id).sort()).toEqual(produced.map((e) => e.id).sort());
    for (const g of all) new Webhook(everything.secret).verify(g.body, g.headers);
    // The completion is one event: both endpoints got it under the same id.
    expect(all.find((g) => g.type === "campaign.completed")?.id).toBe(only.id);
  });

  it("lists the deliveries with their attempts, cursor-paged", async () => {
    const first = await call(deliveriesLog, "GET", undefined, everything.id, "?limit=2");
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as {
      data: { eventId: string; status: string; attempts: { statusCode: number }[] }[];
      nextCursor: string | null;
    };
    expect(page1.data).toHaveLength(2);
    expect(page1.data[0]?.attempts[0]?.statusCode).toBe(200);
    const seen = page1.data.map((d) => d.eventId);
    let cursor = page1.nextCursor;
    while (cursor) {
      const res = await call(
        deliveriesLog,
        "GET",
        undefined,
        everything.id,
        `?limit=2&cursor=${cursor}`,
      );
      const page = (await res.json()) as typeof page1;
      seen.push(...page.data.map((d) => d.eventId));
      cursor = page.nextCursor;
    }
    expect(seen.sort()).toEqual(
      at("/all")
        .map((g) => g.id)
        .sort(),
    );
  });

  it("replaying everything since a time resends each event under its original id", async () => {
    const original = at("/all");
    const res = await call(replay, "POST", { since: before.toISOString() }, everything.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ replayed: original.length });
    await eventually(async () => (at("/all").length === 2 * original.length ? true : undefined));
    await settled();
    const again = at("/all").slice(original.length);
    expect(again.map((g) => g.id).sort()).toEqual(original.map((g) => g.id).sort());
    // Byte for byte the same body, freshly signed.
    for (const g of again) {
      expect(g.body).toBe(original.find((o) => o.id === g.id)?.body);
      new Webhook(everything.secret).verify(g.body, g.headers);
    }
  });

  it("after a rotation both secrets verify during the overlap, then only the new", async () => {
    const res = await call(rotate, "POST", { overlapHours: 1 }, completedOnly.id);
    expect(res.status).toBe(200);
    const { secret: newSecret } = (await res.json()) as { secret: string };
    expect(newSecret).not.toBe(completedOnly.secret);

    const during = await sendTest(
      new Request(`http://test/v1/webhook-endpoints/${completedOnly.id}/test`, {
        method: "POST",
        headers: { authorization: `Bearer ${who.apiKey}` },
      }),
      { params: Promise.resolve({ id: completedOnly.id }) },
    );
    expect(((await during.json()) as { ok: boolean }).ok).toBe(true);
    const test = at("/completed").at(-1);
    if (!test) throw new Error("the test did not arrive");
    expect(test.type).toBe("webhook.test");
    expect(test.headers["webhook-signature"].split(" ")).toHaveLength(2);
    new Webhook(newSecret).verify(test.body, test.headers);
    new Webhook(completedOnly.secret).verify(test.body, test.headers);

    // The overlap is over (as an hour later): only the new secret signs the next event.
    await db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, completedOnly.id));
    const ctx = { db, accountId: who.accountId, clock };
    const count = at("/completed").length;
    await deliverCampaign(
      ctx,
      { name: "Again", filters: { titles: { include: ["Head of Sales"] } } },
      { untilCompleted: true },
    );
    await settled();
    const after = at("/completed").slice(count);
    expect(after.map((g) => g.type)).toEqual(["campaign.completed"]);
    const [last] = after;
    if (!last) throw new Error("nothing arrived");
    expect(last.headers["webhook-signature"].split(" ")).toHaveLength(1);
    new Webhook(newSecret).verify(last.body, last.headers);
    expect(() => new Webhook(completedOnly.secret).verify(last.body, last.headers)).toThrow();
  });
});
