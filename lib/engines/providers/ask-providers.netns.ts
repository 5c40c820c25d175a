import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";
import { startDns, startSmtp } from "@/lib/engines/verification/testing/mail-servers";
import { createAccount } from "@/lib/features/accounts/create-account";
import type { ProfileInput } from "@/lib/features/enrichment/schemas";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { askProviders, type BuiltLike } from "./ask-providers";
import { resetBreakers } from "./breaker";
import { CONNECTORS } from "./connectors";
import { listProviders, saveProvider } from "./settings";
import { type ProviderSimulator, startSimulator } from "./testing/simulator";

/*
 * The waterfall against the providers' simulators and a real database, inside the loopback-only
 * namespace: order, stop conditions, budgets, timeouts and the breaker, the cache, suppression,
 * and keys that never reach a log.
 */

process.env.AUTH_SECRET ??= "test-secret-for-provider-keys";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let sim: ProviderSimulator;
let n = 0;
const KEY = "sk_live_provider_secret_1234";

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startSimulator({
    key: KEY,
    people: [
      {
        fn: "Ada",
        ln: "Lovelace",
        domain: "engines.io",
        company: "Engines",
        title: "CTO",
        workEmail: "ada@engines.io",
        mobile: "+447700900123",
      },
      {
        fn: "Alan",
        ln: "Turing",
        domain: "bletchley.uk",
        company: "Bletchley",
        workEmail: "alan@bletchley.uk",
        knownBy: ["hunter-finder", "apollo"],
      },
      {
        fn: "Grace",
        ln: "Hopper",
        domain: "navy.mil",
        workEmail: "grace@navy.mil",
        knownBy: ["apollo"],
      },
      { fn: "Opted", ln: "Out", domain: "gone.io", workEmail: "opted@gone.io" },
      {
        fn: "Bad",
        ln: "Box",
        domain: "bounce.io",
        workEmail: "nobody@bounce.io",
        knownBy: ["hunter-finder"],
      },
      {
        fn: "Bad",
        ln: "Box",
        domain: "bounce.io",
        workEmail: "bad.box@bounce.io",
        knownBy: ["apollo"],
      },
    ],
  });
  sim.verdicts["nobody@bounce.io"] = "invalid";
  sim.verdicts["bad.box@bounce.io"] = "valid";
  for (const id of Object.keys(CONNECTORS)) {
    process.env[`PROVIDER_URL_${id.toUpperCase().replaceAll("-", "_")}`] = sim.url;
  }
  resetEnvCache();
  // A local profile with no contacts: its e-mail and mobile can only come from providers.
  await saveProfiles(
    db,
    [
      {
        id: "p_local",
        fn: "Katherine",
        ln: "Johnson",
        organization: { id: "org_nasa", name: "NASA", website: "https://nasa.gov" },
      },
    ],
    { source: "alpha" },
  );
  sim.people.push({
    fn: "Katherine",
    ln: "Johnson",
    domain: "nasa.gov",
    workEmail: "kj@nasa.gov",
    mobile: "+12025550100",
    knownBy: ["lusha"],
  });
});
afterAll(() => sim.close());
beforeEach(() => {
  resetBreakers();
  for (const id of Object.keys(CONNECTORS)) sim.mode[id] = "normal";
});

async function account(
  providers: {
    provider: string;
    dailyBudget?: number | null;
    timeoutMs?: number;
    concurrency?: number;
  }[],
) {
  const a = await createAccount(db, { email: `w${n++}@example.com`, plan: "pro" });
  for (const p of providers) await saveProvider({ db, accountId: a.accountId }, { key: KEY, ...p });
  return a.accountId;
}

let r = 0;
async function run(
  accountId: string,
  inputs: ProfileInput[],
  include: { email: boolean; mobile: boolean; workEmailOnly?: boolean } = {
    email: true,
    mobile: false,
  },
  clock = fixedClock("2026-11-26T10:00:00Z"),
) {
  const request = {
    id: `req_${r++}`,
    accountId,
    includeEmail: include.email,
    includeMobile: include.mobile,
    workEmailOnly: include.workEmailOnly,
    inputs,
  };
  const built: BuiltLike = {
    profiles: [],
    picked: new Map(),
    notFound: [...inputs],
    provenance: {},
  };
  await askProviders(db, [request], new Map([[request.id, built]]), clock);
  return built;
}

const callsFrom = (from: number) => sim.calls.slice(from).map((c) => c.provider);

describe("the waterfall", () => {
  it("asks in the account's order and stops at the first valid result", async () => {
    const a = await account([
      { provider: "pdl" },
      { provider: "hunter-finder" },
      { provider: "apollo" },
    ]);
    const from = sim.calls.length;
    const built = await run(a, [{ fn: "Alan", ln: "Turing", organization: "bletchley.uk" }]);
    // PDL does not know him (404); Hunter, which gives no profile, is not asked; Apollo does.
    expect(callsFrom(from)).toEqual(["pdl", "apollo"]);
    expect(built.notFound).toEqual([]);
    expect(built.profiles).toHaveLength(1);
    const profile = built.profiles[0];
    expect(Profile.safeParse(profile).success).toBe(true);
    expect(profile).toMatchObject({
      fn: "Alan",
      ln: "Turing",
      organization: { name: "Bletchley" },
    });
    const picked = built.picked.get(profile?.id ?? "");
    expect(picked?.email).toEqual({
      source: "apollo",
      entries: [{ type: "professional", value: "alan@bletchley.uk" }],
    });
    expect(built.provenance[profile?.id ?? ""]).toMatchObject({
      fn: "apollo",
      organization: "apollo",
    });
  });

  it("with work e-mail only, a provider's personal address is no result: the next provider is asked", async () => {
    sim.people.push(
      {
        fn: "Mary",
        ln: "Jackson",
        domain: "langley.gov",
        company: "Langley",
        personalEmail: "mary.jackson@gmail.com",
        knownBy: ["pdl"],
      },
      {
        fn: "Mary",
        ln: "Jackson",
        domain: "langley.gov",
        company: "Langley",
        workEmail: "mary@langley.gov",
        knownBy: ["apollo"],
      },
    );
    const input = { fn: "Mary", ln: "Jackson", organization: "langley.gov" };
    const emailOf = (built: BuiltLike) => built.picked.get(built.profiles[0]?.id ?? "")?.email;

    const any = await account([{ provider: "pdl" }, { provider: "apollo" }]);
    let from = sim.calls.length;
    const anyBuilt = await run(any, [input]);
    expect(callsFrom(from)).toEqual(["pdl"]);
    expect(emailOf(anyBuilt)).toEqual({
      source: "pdl",
      entries: [{ type: "personal", value: "mary.jackson@gmail.com" }],
    });

    const work = await account([{ provider: "pdl" }, { provider: "apollo" }]);
    from = sim.calls.length;
    const workBuilt = await run(work, [input], { email: true, mobile: false, workEmailOnly: true });
    expect(callsFrom(from)).toEqual(["pdl", "apollo"]);
    // The profile still comes from the first provider that found the person.
    expect(workBuilt.provenance[workBuilt.profiles[0]?.id ?? ""]).toMatchObject({ fn: "pdl" });
    expect(emailOf(workBuilt)).toEqual({
      source: "apollo",
      entries: [{ type: "professional", value: "mary@langley.gov" }],
    });
  });

  it("a first provider that finds everything is the only one asked", async () => {
    const a = await account([{ provider: "pdl" }, { provider: "apollo" }, { provider: "lusha" }]);
    const from = sim.calls.length;
    const built = await run(a, [{ fn: "Ada", ln: "Lovelace", organization: "engines.io" }], {
      email: true,
      mobile: true,
    });
    expect(callsFrom(from)).toEqual(["pdl"]);
    const id = built.profiles[0]?.id ?? "";
    expect(built.picked.get(id)?.mobile?.entries).toEqual([
      { type: "mobile", value: "+447700900123" },
    ]);
  });

  it("asks a provider only for what is still missing: a local profile's mobile from the phone provider", async () => {
    const a = await account([
      { provider: "pdl" },
      { provider: "hunter-finder" },
      { provider: "lusha" },
    ]);
    const request = {
      id: `req_${r++}`,
      accountId: a,
      includeEmail: false,
      includeMobile: true,
      inputs: [{ id: "p_local" }],
    };
    const built: BuiltLike = {
      profiles: [
        {
          id: "p_local",
          fn: "Katherine",
          ln: "Johnson",
          organization: { id: "org_nasa", name: "NASA", website: "https://nasa.gov" },
        },
      ],
      picked: new Map([["p_local", {}]]),
      notFound: [],
      provenance: { p_local: {} },
    };
    const from = sim.calls.length;
    await askProviders(
      db,
      [request],
      new Map([[request.id, built]]),
      fixedClock("2026-11-26T10:00:00Z"),
    );
    // PDL (asked, does not know her), Hunter skipped (it has no mobiles), Lusha has her number.
    expect(callsFrom(from)).toEqual(["pdl", "lusha"]);
    expect(built.picked.get("p_local")?.mobile).toEqual({
      source: "lusha",
      entries: [{ type: "mobile", value: "+12025550100" }],
    });
    expect(sim.calls.at(-1)?.query).toMatchObject({
      firstName: "Katherine",
      companyDomain: "nasa.gov",
    });
  });

  it("an address the verifier calls invalid is no result: the next provider is asked", async () => {
    const a = await account([
      { provider: "hunter-verifier" },
      { provider: "hunter-finder" },
      { provider: "apollo" },
    ]);
    const request = {
      id: `req_${r++}`,
      accountId: a,
      includeEmail: true,
      includeMobile: false,
      inputs: [],
    };
    const built: BuiltLike = {
      profiles: [
        {
          id: "p_bad",
          fn: "Bad",
          ln: "Box",
          organization: { id: "o", name: "Bounce", website: "https://bounce.io" },
        },
      ],
      picked: new Map(),
      notFound: [],
      provenance: {},
    };
    const from = sim.calls.length;
    await askProviders(
      db,
      [request],
      new Map([[request.id, built]]),
      fixedClock("2026-11-26T10:00:00Z"),
    );
    expect(callsFrom(from)).toEqual([
      "hunter-finder",
      "hunter-verifier",
      "apollo",
      "hunter-verifier",
    ]);
    expect(built.picked.get("p_bad")?.email).toEqual({
      source: "apollo",
      entries: [{ type: "professional", value: "bad.box@bounce.io" }],
      // The second provider's address passed the verifier: its status travels with it.
      verification: { "bad.box@bounce.io": "valid" },
    });
  });

  /** A local profile without contacts, its e-mail asked of the account's providers. */
  async function emailFor(
    accountId: string,
    who: { fn: string; ln: string; domain: string },
    options: { deliverCatchAll?: boolean; deliverUnknown?: boolean } = {},
  ) {
    const request = {
      id: `req_${r++}`,
      accountId,
      includeEmail: true,
      includeMobile: false,
      ...options,
      inputs: [],
    };
    const id = `p_${who.fn.toLowerCase()}_${r}`;
    const built: BuiltLike = {
      profiles: [
        {
          id,
          fn: who.fn,
          ln: who.ln,
          organization: { id: "o", name: who.domain, website: `https://${who.domain}` },
        },
      ],
      picked: new Map(),
      notFound: [],
      provenance: {},
    };
    await askProviders(
      db,
      [request],
      new Map([[request.id, built]]),
      fixedClock("2026-11-26T10:00:00Z"),
    );
    const email = built.picked.get(id)?.email;
    return email && { source: email.source, values: email.entries.map((e) => e.value) };
  }

  /** Runs `test` with EMAIL_VERIFICATION=probe against the given local DNS server and port. */
  async function withProbing(dnsServer: string, port: number, test: () => Promise<void>) {
    const vars = {
      EMAIL_VERIFICATION: "probe",
      VERIFY_DNS_SERVERS: dnsServer,
      VERIFY_SMTP_PORT: String(port),
      VERIFY_TIMEOUT_MS: "500",
    };
    Object.assign(process.env, vars);
    resetEnvCache();
    try {
      await test();
    } finally {
      for (const name of Object.keys(vars)) delete process.env[name];
      resetEnvCache();
    }
  }

  it("with EMAIL_VERIFICATION=probe, an address whose mail server refuses it is not taken", async () => {
    const dns = await startDns({
      "probe.io": { mx: [[10, "mx.probe.io"]] },
      "mx.probe.io": { a: ["127.0.0.7"] },
    });
    const smtp = await startSmtp("127.0.0.7", 2526, {
      kind: "mailboxes",
      mailboxes: ["real@probe.io"],
    });
    sim.people.push(
      {
        fn: "Pro",
        ln: "Be",
        domain: "probe.io",
        workEmail: "ghost@probe.io",
        knownBy: ["hunter-finder"],
      },
      { fn: "Pro", ln: "Be", domain: "probe.io", workEmail: "real@probe.io", knownBy: ["apollo"] },
    );
    try {
      await withProbing(dns.server, 2526, async () => {
        const a = await account([{ provider: "hunter-finder" }, { provider: "apollo" }]);
        expect(await emailFor(a, { fn: "Pro", ln: "Be", domain: "probe.io" })).toEqual({
          source: "apollo",
          values: ["real@probe.io"],
        });
        expect(smtp.rcpts).toContain("ghost@probe.io");
      });
    } finally {
      await smtp.close();
      await dns.close();
    }
  });

  it("an address the verifier calls catch_all or unknown is delivered unless the request declines it: then the next provider is asked", async () => {
    sim.people.push(
      {
        fn: "Cat",
        ln: "Wide",
        domain: "wide.io",
        workEmail: "cat@wide.io",
        knownBy: ["hunter-finder"],
      },
      { fn: "Cat", ln: "Wide", domain: "wide.io", workEmail: "cat.w@wide.io", knownBy: ["apollo"] },
      {
        fn: "Una",
        ln: "Known",
        domain: "fog.io",
        workEmail: "una@fog.io",
        knownBy: ["hunter-finder"],
      },
      { fn: "Una", ln: "Known", domain: "fog.io", workEmail: "una.k@fog.io", knownBy: ["apollo"] },
    );
    Object.assign(sim.verdicts, {
      "cat@wide.io": "accept_all",
      "cat.w@wide.io": "valid",
      "una@fog.io": "unknown",
      "una.k@fog.io": "valid",
    });
    const providers = [
      { provider: "hunter-verifier" },
      { provider: "hunter-finder" },
      { provider: "apollo" },
    ];
    const cat = { fn: "Cat", ln: "Wide", domain: "wide.io" };
    const una = { fn: "Una", ln: "Known", domain: "fog.io" };

    // By default both are delivered: only invalid is refused.
    const byDefault = await account(providers);
    expect(await emailFor(byDefault, cat)).toEqual({
      source: "hunter-finder",
      values: ["cat@wide.io"],
    });
    expect(await emailFor(byDefault, una)).toEqual({
      source: "hunter-finder",
      values: ["una@fog.io"],
    });

    const noCatchAll = await account(providers);
    expect(await emailFor(noCatchAll, cat, { deliverCatchAll: false })).toEqual({
      source: "apollo",
      values: ["cat.w@wide.io"],
    });
    expect(await emailFor(noCatchAll, una, { deliverCatchAll: false })).toEqual({
      source: "hunter-finder",
      values: ["una@fog.io"],
    });

    const noUnknown = await account(providers);
    expect(await emailFor(noUnknown, una, { deliverUnknown: false })).toEqual({
      source: "apollo",
      values: ["una.k@fog.io"],
    });
    // Neither provider has an address the request takes: nothing is delivered.
    sim.verdicts["una.k@fog.io"] = "unknown";
    const none = await account(providers);
    expect(await emailFor(none, una, { deliverUnknown: false })).toBeUndefined();
  });

  it("with EMAIL_VERIFICATION=probe, a catch-all mail server's address is taken unless the request declines catch_all", async () => {
    const dns = await startDns({
      "accept-all.test": { mx: [[10, "mx.accept-all.test"]] },
      "mx.accept-all.test": { a: ["127.0.0.9"] },
      "strict.test": { mx: [[10, "mx.strict.test"]] },
      "mx.strict.test": { a: ["127.0.0.10"] },
    });
    const wide = await startSmtp("127.0.0.9", 2527, { kind: "catch_all" });
    const strict = await startSmtp("127.0.0.10", 2527, {
      kind: "mailboxes",
      mailboxes: ["ida@strict.test"],
    });
    sim.people.push(
      {
        fn: "Ida",
        ln: "Probe",
        domain: "accept-all.test",
        workEmail: "ida@accept-all.test",
        knownBy: ["hunter-finder"],
      },
      {
        fn: "Ida",
        ln: "Probe",
        domain: "accept-all.test",
        workEmail: "ida@strict.test",
        knownBy: ["apollo"],
      },
    );
    try {
      await withProbing(dns.server, 2527, async () => {
        const ida = { fn: "Ida", ln: "Probe", domain: "accept-all.test" };
        const providers = [{ provider: "hunter-finder" }, { provider: "apollo" }];
        expect(await emailFor(await account(providers), ida)).toEqual({
          source: "hunter-finder",
          values: ["ida@accept-all.test"],
        });
        expect(await emailFor(await account(providers), ida, { deliverCatchAll: false })).toEqual({
          source: "apollo",
          values: ["ida@strict.test"],
        });
        // The catch-all server was probed with the address and with a random one at its domain.
        expect(wide.rcpts.filter((a) => a === "ida@accept-all.test").length).toBeGreaterThan(0);
        expect(wide.rcpts.some((a) => a !== "ida@accept-all.test")).toBe(true);
        expect(strict.rcpts).toContain("ida@strict.test");
      });
    } finally {
      await Promise.all([wide.close(), strict.close(), dns.close()]);
    }
  });

  it("records the breaker's state for Settings: open (until when) after a rate limit, closed again after a good trial call", async () => {
    const a = await account([{ provider: "pdl" }, { provider: "apollo" }]);
    const breakerOf = async (provider: string) =>
      (await listProviders({ db, accountId: a })).find((p) => p.provider === provider)
        ?.breakerOpenUntil;
    sim.mode.pdl = "rate_limited";
    const before = Date.now();
    await run(a, [{ fn: "Grace", ln: "Hopper", organization: "navy.mil" }]);
    const open = await breakerOf("pdl");
    expect(open?.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(open?.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(await breakerOf("apollo")).toBeNull();

    // Past the open period the next call is the trial; it answers, and the breaker closes.
    sim.mode.pdl = "normal";
    vi.useFakeTimers({ toFake: ["Date"], now: (open?.getTime() ?? 0) + 1_000 });
    try {
      const from = sim.calls.length;
      await run(a, [{ fn: "Ada", ln: "Lovelace", organization: "engines.io" }]);
      expect(callsFrom(from)).toEqual(["pdl"]);
    } finally {
      vi.useRealTimers();
    }
    expect(await breakerOf("pdl")).toBeNull();
  });

  it("a provider that is slow or rate-limited is skipped within its timeout, then backed off", async () => {
    const a = await account([
      { provider: "pdl", timeoutMs: 300 },
      { provider: "apollo", timeoutMs: 2000 },
    ]);
    sim.mode.pdl = "slow";
    sim.slowMs = 3_000;
    const started = Date.now();
    const first = await run(a, [{ fn: "Grace", ln: "Hopper", organization: "navy.mil" }]);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(first.profiles[0]).toMatchObject({ fn: "Grace" });
    sim.mode.pdl = "rate_limited";
    await run(a, [{ fn: "Nobody", ln: "One", organization: "x.io" }]);
    // The 429 opened PDL's breaker: the next people go straight to Apollo.
    const from = sim.calls.length;
    await run(a, [{ fn: "Nobody", ln: "Two", organization: "x.io" }]);
    expect(callsFrom(from)).toEqual(["apollo"]);
  });

  it("three errors in a row open the breaker; down providers do not stop the rest", async () => {
    const a = await account([{ provider: "pdl" }, { provider: "apollo" }]);
    sim.mode.pdl = "down";
    for (const k of [1, 2, 3])
      await run(a, [{ fn: "Grace", ln: `Down${k}`, organization: "navy.mil" }]);
    const from = sim.calls.length;
    const built = await run(a, [{ fn: "Grace", ln: "Hopper", organization: "navy.mil" }]);
    expect(callsFrom(from)).toEqual(["apollo"]);
    expect(built.profiles).toHaveLength(1);
  });

  it("keeps to the daily budget, and counts what each provider was asked", async () => {
    const a = await account([{ provider: "pdl", dailyBudget: 2 }, { provider: "apollo" }]);
    const from = sim.calls.length;
    for (const k of [1, 2, 3]) await run(a, [{ fn: "Budget", ln: `P${k}`, organization: "x.io" }]);
    expect(callsFrom(from)).toEqual(["pdl", "apollo", "pdl", "apollo", "apollo"]);
    const usage = await db.execute<{ provider: string; asked: number; not_found: number }>(
      sql`select provider, asked, not_found from provider_usage where account_id = ${a} order by provider`,
    );
    expect(usage.map((u) => [u.provider, u.asked, u.not_found])).toEqual([
      ["apollo", 3, 3],
      ["pdl", 2, 2],
    ]);
    // Another day, another budget.
    const next = sim.calls.length;
    await run(
      a,
      [{ fn: "Budget", ln: "P4", organization: "x.io" }],
      undefined,
      fixedClock("2026-11-27T10:00:00Z"),
    );
    expect(callsFrom(next)[0]).toBe("pdl");
  });

  it("answers from the cache within the retention, asks again after it", async () => {
    const a = await account([{ provider: "pdl" }]);
    const input = [{ fn: "Ada", ln: "Lovelace", organization: "engines.io" }];
    await run(a, input);
    const from = sim.calls.length;
    const cached = await run(a, input, undefined, fixedClock("2026-12-20T10:00:00Z"));
    expect(callsFrom(from)).toEqual([]);
    expect(cached.profiles[0]).toMatchObject({ fn: "ada" });
    await run(a, input, undefined, fixedClock("2027-03-01T10:00:00Z"));
    expect(callsFrom(from)).toEqual(["pdl"]);
    // Another account's cache is its own.
    const b = await account([{ provider: "pdl" }]);
    await run(b, input, undefined, fixedClock("2027-03-01T11:00:00Z"));
    expect(callsFrom(from)).toEqual(["pdl", "pdl"]);
  });

  it("sends no suppressed or listed person to any provider, and drops a result for one", async () => {
    const { addressHash } = await import("@/lib/model/suppression/address");
    const a = await account([{ provider: "pdl" }, { provider: "apollo" }]);
    await db.execute(sql`insert into email_suppressions (address_hash, method, requested_at, confirmed_at)
      values (${addressHash("opted@gone.io")}, 'admin', now(), now())`);
    await db.execute(
      sql`insert into do_not_contact (account_id, kind, value) values (${a}, 'domain', 'blocked.io')`,
    );
    const from = sim.calls.length;
    const built = await run(a, [
      { email: "opted@gone.io" },
      { fn: "Any", ln: "One", organization: "blocked.io" },
      { fn: "Opted", ln: "Out", organization: "gone.io" },
    ]);
    // Only the third is sent (nothing about them is known to be suppressed until an answer says so)...
    expect(
      sim.calls
        .slice(from)
        .map(
          (c) =>
            c.query.email ?? c.query.first_name ?? (c.body as { first_name?: string })?.first_name,
        ),
    ).toEqual(["Opted"]);
    // ...and PDL's answer carries the suppressed address: dropped, and nobody else asked.
    expect(built.profiles).toEqual([]);
    expect(built.notFound).toHaveLength(3);
  });

  it("never shows or logs a key", async () => {
    const warn = vi.spyOn(logger, "warn");
    const a = await account([{ provider: "pdl" }]);
    sim.mode.pdl = "malformed";
    await run(a, [{ fn: "Log", ln: "Me", organization: "x.io" }]);
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(KEY);
    warn.mockRestore();
    const listed = await listProviders({ db, accountId: a });
    expect(JSON.stringify(listed)).not.toContain(KEY);
    expect(listed[0]?.keyHint).toBe("…1234");
    const [row] = await db.execute<{ key_sealed: string }>(
      sql`select key_sealed from provider_configs where account_id = ${a}`,
    );
    expect(row?.key_sealed).not.toContain(KEY);
  });

  it("never has more calls in flight to a provider than its cap", async () => {
    const a = await account([{ provider: "apollo", concurrency: 2 }]);
    sim.delayMs.apollo = 100;
    sim.maxInFlight.apollo = 0;
    await run(
      a,
      Array.from({ length: 12 }, (_, k) => ({ fn: "Cap", ln: `P${k}`, organization: "x.io" })),
    );
    expect(sim.maxInFlight.apollo).toBe(2);
    sim.delayMs.apollo = 0;
  });
});
