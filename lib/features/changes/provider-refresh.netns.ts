import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as reverifyRoute } from "@/app/v1/lists/[id]/reverify/route";
import { GET as listRoute } from "@/app/v1/lists/[id]/route";
import { profiles, webhookEvents } from "@/db/schema";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { resetBreakers } from "@/lib/engines/providers/breaker";
import { CONNECTORS } from "@/lib/engines/providers/connectors";
import { saveProvider } from "@/lib/engines/providers/settings";
import { type ProviderSimulator, startSimulator } from "@/lib/engines/providers/testing/simulator";
import type { ListPage } from "@/lib/features/lists/items";
import { createEndpoint } from "@/lib/features/webhook-endpoints/endpoints";
import { readFeed } from "./feed";
import { lastReverify, reverifyList } from "./reverify";
import { startWatchedList, type WatchedListFixture } from "./testing/watched-list";
import { setWatch } from "./watches";

/*
 * A watched list re-verified with the account's providers asked again (People Data Labs,
 * simulated on loopback as its documentation describes it): a person whose employer changed at
 * the provider is one contact.changed with the old and new employer and one feed entry; people
 * the provider answers as they were change nothing but their confirmation date; the budget
 * counts calls and is never exceeded; a provider failing with a 5xx skips the person with the
 * reason, and the run completes. DNS, SMTP and the provider inside the tests' loopback-only
 * network namespace.
 */

const T0 = fixedClock("2026-03-23T10:00:00Z");
const T1 = fixedClock("2026-03-30T10:00:00Z");
const T2 = fixedClock("2026-04-06T10:00:00Z");
const NAMES = ["Mia", "Ned", "Ola", "Pia", "Rex"];
let fx: WatchedListFixture;
let sim: ProviderSimulator;

beforeAll(async () => {
  fx = await startWatchedList({
    domain: "moves.io",
    ip: "127.0.0.12",
    port: 2530,
    people: `First Name,Last Name,E-mail,Company,Job Title\n${NAMES.map(
      (n) => `${n},Doe,${n.toLowerCase()}@moves.io,Moves,Buyer`,
    ).join("\n")}\n`,
    mailboxes: NAMES.map((n) => `${n.toLowerCase()}@moves.io`),
    email: "provider-refresh@example.com",
    clock: T0,
  });
  sim = await startSimulator({
    key: "pk_test_0000",
    people: NAMES.map((n) => ({
      fn: n,
      ln: "Doe",
      domain: "moves.io",
      company: "Moves",
      title: "Buyer",
      workEmail: `${n.toLowerCase()}@moves.io`,
      knownBy: ["pdl"],
    })),
  });
  process.env[`PROVIDER_URL_${CONNECTORS.pdl?.id.toUpperCase()}`] = sim.url;
  resetEnvCache();
  await saveProvider({ db: fx.db, accountId: fx.ctx.accountId }, { provider: "pdl", key: sim.key });
  await setWatch(fx.ctx, { listId: fx.listId }, true);
  await createEndpoint(fx.ctx, {
    url: "https://hooks.example.com/events",
    eventTypes: ["contact.changed"],
  });
});

afterAll(async () => {
  await sim?.close();
  await fx?.close();
});

beforeEach(() => {
  resetBreakers();
  sim.mode.pdl = "normal";
});

async function changedEvents() {
  const rows = await fx.db
    .select({ body: webhookEvents.body })
    .from(webhookEvents)
    .where(eq(webhookEvents.accountId, fx.ctx.accountId));
  return rows.map((r) => JSON.parse(r.body)).filter((e) => e.type === "contact.changed");
}

const pdlCalls = () => sim.calls.filter((c) => c.provider === "pdl").length;
const run = (maxProviderCalls: number, clock = T1) =>
  reverifyList(
    fx.db,
    { accountId: fx.ctx.accountId, listId: fx.listId, maxAddresses: 10, maxProviderCalls },
    fx.probe,
    clock,
  );

describe("re-verification asks the account's providers again", () => {
  it("reports an employer changed at the provider once, with old and new; the others only move their date", async () => {
    // Mia moved: the provider knows her by her old address, now at NewCo.
    const mia = sim.people[0];
    if (!mia) throw new Error("no Mia");
    Object.assign(mia, { company: "NewCo", domain: "newco.io", workEmail: undefined });
    mia.personalEmail = "mia@moves.io";

    const from = pdlCalls();
    const outcome = await run(10);
    expect(outcome).toEqual({ probed: 5, calls: 5, changed: 1, left: 0, skipped: [] });
    expect(pdlCalls() - from).toBe(5);

    const events = await changedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      listIds: [fx.listId],
      changes: [{ field: "employer", old: "Moves", new: "NewCo" }],
    });
    const changed = (await readFeed(fx.ctx, { listId: fx.listId })).data.filter(
      (e) => e.type === "changed",
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]?.changes).toEqual([{ field: "employer", old: "Moves", new: "NewCo" }]);

    // What the provider confirmed is dated today; the employer is written to Mia's row.
    const rows = await fx.db
      .select({
        fn: profiles.fn,
        employer: profiles.companyName,
        at: profiles.employmentVerifiedAt,
      })
      .from(profiles)
      .where(eq(profiles.ownerAccountId, fx.ctx.accountId))
      .orderBy(profiles.fn);
    expect(rows).toEqual(
      NAMES.map((fn) => ({ fn, employer: fn === "Mia" ? "NewCo" : "Moves", at: T1.now() })),
    );
    expect(await lastReverify(fx.ctx, fx.listId)).toMatchObject({ providerCalls: 5, changed: 1 });
    // The list shows Mia at her new employer (her old one past), her title and address as they were.
    const page: ListPage = await (
      await listRoute(
        new Request(`http://test/v1/lists/${fx.listId}`, {
          headers: { authorization: `Bearer ${fx.account.apiKey}` },
        }),
        { params: Promise.resolve({ id: fx.listId }) },
      )
    ).json();
    const shown = page.data.find((i) => i.profile.fn === "Mia")?.profile;
    expect(shown).toMatchObject({
      title: "Buyer",
      experience: [
        { current: true, title: "Buyer", organization: { name: "NewCo" } },
        { current: false, title: "Buyer", organization: { name: "Moves" } },
      ],
      email: [{ value: "mia@moves.io" }],
    });
    const ned = page.data.find((i) => i.profile.fn === "Ned")?.profile;
    expect(ned?.experience).toEqual([
      { current: true, title: "Buyer", organization: { name: "Moves" } },
    ]);

    // Asked again, the same answers change nothing more.
    expect(await run(10, T2)).toMatchObject({ calls: 5, changed: 0 });
    expect(await changedEvents()).toHaveLength(1);
  });

  it("never exceeds its budget: 2 calls on 5 people, 3 reported left", async () => {
    const from = pdlCalls();
    const outcome = await run(2, T2);
    expect(outcome).toMatchObject({ calls: 2, left: 3, skipped: [] });
    expect(pdlCalls() - from).toBe(2);
    expect(await lastReverify(fx.ctx, fx.listId)).toMatchObject({ providerCalls: 2, left: 3 });
  });

  it("skips a person whose provider fails with a 5xx, says why, and completes the run", async () => {
    sim.mode.pdl = "failing";
    const from = pdlCalls();
    const outcome = await run(1, T2);
    expect(outcome).toMatchObject({ probed: 5, calls: 1, changed: 0, left: 4 });
    expect(pdlCalls() - from).toBe(1);
    expect(outcome.skipped).toEqual([
      { profileId: expect.any(String), reason: "People Data Labs: the provider failed (500)" },
    ]);
    expect(await lastReverify(fx.ctx, fx.listId)).toMatchObject({
      skipped: outcome.skipped,
      left: 4,
    });
    expect(await changedEvents()).toHaveLength(1);
  });

  it("is asked for by POST /v1/lists/{id}/reverify with a providers' budget, refused out of range", async () => {
    const post = (body: unknown) =>
      reverifyRoute(
        new Request(`http://test/v1/lists/${fx.listId}/reverify`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${fx.account.apiKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: fx.listId }) },
      );
    expect((await post({ maxProviderCalls: -1 })).status).toBe(400);
    expect((await post({ maxProviderCalls: 5001 })).status).toBe(400);
    expect((await post({ maxAddresses: 5, maxProviderCalls: 3 })).status).toBe(202);
    const [job] = await fx.db.execute<{ data: Record<string, unknown> }>(
      sql`select data from pgboss.job where name = 'lists.reverify' order by created_on desc limit 1`,
    );
    expect(job?.data).toMatchObject({ maxAddresses: 5, maxProviderCalls: 3 });
  });
});
