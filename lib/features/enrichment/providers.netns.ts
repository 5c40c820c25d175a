import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/v1/contact/bulk/route";
import { POST as enrich, GET as poll } from "@/app/v1/contact/enrich/route";
import { GET as fileJobResult } from "@/app/v1/enrichment-jobs/[id]/result/route";
import { POST as createFileJob } from "@/app/v1/enrichment-jobs/route";
import { providerUsage } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { resetBreakers } from "@/lib/engines/providers/breaker";
import { CONNECTORS } from "@/lib/engines/providers/connectors";
import { saveProvider } from "@/lib/engines/providers/settings";
import { type ProviderSimulator, startSimulator } from "@/lib/engines/providers/testing/simulator";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";
import { DeliveryBody } from "@/lib/model/profiles/profile-schema";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { eventually, sampleProfile } from "./enrichment-fixtures";

/*
 * Enrichment requests through the API with three simulated providers in the account's order,
 * inside the loopback-only namespace: the local database answers first, providers complete
 * what it lacks, each delivered field names its source, and the account pays only for the
 * contacts delivered.
 */

process.env.AUTH_SECRET ??= "test-secret-for-provider-keys";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let sim: ProviderSimulator;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await saveProfiles(db, [sampleProfile(0, { email: 1, mobile: 0 })], { source: "alpha" });
  sim = await startSimulator({
    key: "pk_test_0000",
    people: Array.from({ length: 40 }, (_, i) => ({
      fn: "Person",
      ln: `N${i}`,
      domain: "corp.io",
      company: "Corp",
      // Every third is unknown to all; the others are spread over the three providers.
      ...(i % 3 === 2 ? { knownBy: [] } : { knownBy: i % 2 ? ["apollo"] : ["pdl"] }),
      workEmail: `n${i}@corp.io`,
    })),
  });
  for (const id of Object.keys(CONNECTORS)) {
    process.env[`PROVIDER_URL_${id.toUpperCase().replaceAll("-", "_")}`] = sim.url;
  }
  resetEnvCache();
  resetBreakers();
  await startJobs({ pollMs: 50 });
});
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await sim.close();
  });
});

async function submit(
  key: string,
  profile: Record<string, string>,
  include: Record<string, boolean> = { email: true, mobile: false },
) {
  const res = await enrich(
    new Request("http://test/v1/contact/enrich", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ profile, include }),
    }),
  );
  expect(res.status).toBe(202);
  return ((await res.json()) as { requestId: string }).requestId;
}

async function result(key: string, id: string) {
  return eventually(async () => {
    const res = await poll(
      new Request(`http://test/v1/contact/enrich?id=${id}`, {
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    const body = await res.json();
    return body.status === "pending" ? undefined : body;
  });
}

describe("enrichment with providers in a waterfall", () => {
  it("local first, then providers in order; charged only for the addresses delivered", async () => {
    const a = await createAccount(db, {
      email: "providers@example.com",
      plan: "pro",
      daily: { api: 1000, email: 1000, mobile: 1000 },
      credits: { api: 1000, email: 1000, mobile: 1000 },
    });
    for (const provider of ["pdl", "hunter-finder", "apollo"]) {
      await saveProvider({ db, accountId: a.accountId }, { provider, key: "pk_test_0000" });
    }
    const from = sim.calls.length;
    const local = await submit(a.apiKey, { id: "p_0" });
    const ids = [];
    for (let i = 0; i < 12; i++)
      ids.push(await submit(a.apiKey, { fn: "Person", ln: `N${i}`, organization: "corp.io" }));
    const localResult = await result(a.apiKey, local);
    expect(localResult.data[0].email).toEqual([
      { type: "personal", value: "first0.0@example.com" },
    ]);
    const results = await Promise.all(ids.map((id) => result(a.apiKey, id)));
    let delivered = 0;
    for (const [i, r] of results.entries()) {
      expect(DeliveryBody.safeParse({ ...r, status: "success" }).success).toBe(true);
      if (i % 3 === 2) {
        expect(r.data, `N${i}`).toEqual([]);
        expect(r.notFound).toHaveLength(1);
      } else {
        expect(r.data[0].email, `N${i}`).toEqual([
          { type: "professional", value: `n${i}@corp.io` },
        ]);
        delivered += 1;
      }
    }
    // The local profile asked no provider; a person PDL knows was asked of PDL only.
    const asked = sim.calls.slice(from);
    expect(
      asked.every(
        (c) => (c.query.first_name ?? (c.body as { first_name?: string })?.first_name) === "Person",
      ),
    ).toBe(true);
    expect(asked.filter((c) => c.query.last_name === "N0").map((c) => c.provider)).toEqual(["pdl"]);
    const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
    expect(usage.email.used).toBe(1 + delivered);
    expect(usage.api.used).toBe(13);
  });

  it("a request declining catch_all gets the next provider's verified address, and pays for that one only", async () => {
    sim.people.push(
      { fn: "Wide", ln: "Open", domain: "wide.io", workEmail: "wo@wide.io", knownBy: ["pdl"] },
      {
        fn: "Wide",
        ln: "Open",
        domain: "wide.io",
        workEmail: "w.open@wide.io",
        knownBy: ["apollo"],
      },
    );
    Object.assign(sim.verdicts, { "wo@wide.io": "accept_all", "w.open@wide.io": "valid" });
    const answers: Record<string, unknown> = {};
    for (const deliverCatchAll of [true, false]) {
      const a = await createAccount(db, {
        email: `catch-all-${deliverCatchAll}@example.com`,
        plan: "pro",
        daily: { api: 1000, email: 1000, mobile: 1000 },
        credits: { api: 1000, email: 1000, mobile: 1000 },
      });
      for (const provider of ["hunter-verifier", "pdl", "apollo"]) {
        await saveProvider({ db, accountId: a.accountId }, { provider, key: "pk_test_0000" });
      }
      const id = await submit(
        a.apiKey,
        { fn: "Wide", ln: "Open", organization: "wide.io" },
        { email: true, deliverCatchAll },
      );
      const r = await result(a.apiKey, id);
      answers[String(deliverCatchAll)] = r.data[0]?.email;
      const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
      expect(usage.email.used).toBe(1);
    }
    expect(answers).toEqual({
      true: [{ type: "professional", value: "wo@wide.io" }],
      false: [{ type: "professional", value: "w.open@wide.io" }],
    });
  });

  it("acceptance: three providers in order, 1,000 enrichments complete, each field names its source, a provider is asked only when those before found nothing, charged only for what is delivered", {
    timeout: 300_000,
  }, async () => {
    const ORDER = ["pdl", "apollo", "lusha"] as const;
    const N = 1_000;
    // Person i is known to the (i % 4)th provider of the order, or (i % 4 = 3) to none.
    const knownBy = (i: number) => ORDER[i % 4];
    for (let i = 0; i < N; i++) {
      const provider = knownBy(i);
      sim.people.push({
        fn: "Many",
        ln: `M${i}`,
        domain: "many.io",
        company: "Many",
        title: "Engineer",
        workEmail: `m${i}@many.io`,
        knownBy: provider ? [provider] : [],
      });
    }
    for (const provider of ORDER) sim.delayMs[provider] = [2, 20];
    const a = await createAccount(db, {
      email: "thousand@example.com",
      plan: "pro",
      daily: { api: 10_000, email: 10_000, mobile: 10_000 },
      credits: { api: 10_000, email: 10_000, mobile: 10_000 },
    });
    for (const provider of ORDER) {
      await saveProvider(
        { db, accountId: a.accountId },
        { provider, key: "pk_test_0000", concurrency: 8 },
      );
    }
    const from = sim.calls.length;
    const requestIds: string[] = [];
    for (let b = 0; b < N / 10; b++) {
      const res = await bulk(
        new Request("http://test/v1/contact/bulk", {
          method: "POST",
          headers: { authorization: `Bearer ${a.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({
            profiles: Array.from({ length: 10 }, (_, k) => ({
              fn: "Many",
              ln: `M${b * 10 + k}`,
              organization: "many.io",
            })),
            include: { email: true },
          }),
        }),
      );
      expect(res.status).toBe(202);
      requestIds.push(((await res.json()) as { requestId: string }).requestId);
    }
    const results = [];
    for (const id of requestIds) results.push(await result(a.apiKey, id));

    let delivered = 0;
    let found = 0;
    for (const r of results) {
      expect(r.status).toBe("success");
      for (const p of r.data) {
        found += 1;
        // PDL answers names in lower case, as its API does.
        const i = Number(/^M(\d+)$/i.exec(p.ln)?.[1]);
        const source = knownBy(i);
        expect(source, p.ln).toBeDefined();
        // Every field delivered names the provider that found the person, the e-mail included.
        const fields = Object.keys(p).filter((k) => k !== "id");
        expect(fields).toContain("email");
        for (const field of fields) {
          expect(r.provenance?.[p.id]?.[field]?.source, `${p.ln}.${field}`).toBe(source);
        }
        expect(p.email).toEqual([{ type: "professional", value: `m${i}@many.io` }]);
        delivered += p.email.length;
      }
      for (const input of r.notFound ?? []) {
        expect(knownBy(Number(/^M(\d+)$/.exec(String(input.ln))?.[1]))).toBeUndefined();
      }
    }
    expect(found).toBe(N - N / 4);

    // Who was asked about whom, in order: the providers up to the first that knew the person.
    const asked = new Map<string, string[]>();
    for (const c of sim.calls.slice(from)) {
      const body = c.body as { last_name?: string } | undefined;
      const ln = c.query.last_name ?? c.query.lastName ?? body?.last_name;
      if (!ln?.startsWith("M")) continue;
      asked.set(ln, [...(asked.get(ln) ?? []), c.provider]);
    }
    expect(asked.size).toBe(N);
    for (let i = 0; i < N; i++) {
      const upTo = i % 4 === 3 ? ORDER.length : (i % 4) + 1;
      expect(asked.get(`M${i}`), `M${i}`).toEqual(ORDER.slice(0, upTo));
    }
    for (const provider of ORDER) expect(sim.maxInFlight[provider]).toBeLessThanOrEqual(8);

    // Charged: one api unit per person submitted (the specification's rule), one e-mail unit
    // per address delivered, nothing for a provider's not-found.
    const usage = await getUsage({ db, accountId: a.accountId, clock: systemClock });
    expect(usage.api.used).toBe(N);
    expect(usage.email.used).toBe(delivered);
    const figures = await db
      .select()
      .from(providerUsage)
      .where(eq(providerUsage.accountId, a.accountId));
    expect(
      Object.fromEntries(figures.map((f) => [f.provider, [f.asked, f.found, f.notFound]])),
    ).toEqual({ pdl: [1000, 250, 750], apollo: [750, 250, 500], lusha: [500, 250, 250] });
  });

  it("a file job's result gives each e-mail the status its verifier gave it, local ones unverified", async () => {
    sim.people.push(
      { fn: "Vera", ln: "Valid", domain: "ver.io", workEmail: "vera@ver.io", knownBy: ["pdl"] },
      { fn: "Cat", ln: "All", domain: "ver.io", workEmail: "cat@ver.io", knownBy: ["pdl"] },
    );
    Object.assign(sim.verdicts, { "vera@ver.io": "valid", "cat@ver.io": "accept_all" });
    const a = await createAccount(db, {
      email: "file-job-verification@example.com",
      plan: "pro",
      daily: { api: 1000, email: 1000, mobile: 1000 },
      credits: { api: 1000, email: 1000, mobile: 1000 },
    });
    for (const provider of ["hunter-verifier", "pdl"]) {
      await saveProvider({ db, accountId: a.accountId }, { provider, key: "pk_test_0000" });
    }
    const auth = { authorization: `Bearer ${a.apiKey}` };
    const created = await createFileJob(
      new Request("http://test/v1/enrichment-jobs", {
        method: "POST",
        headers: { ...auth, "content-type": "text/csv" },
        body: "First name,Last name,Domain,Id\nVera,Valid,ver.io,\nCat,All,ver.io,\n,,,p_0\n",
      }),
    );
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const csv = await eventually(async () => {
      const res = await fileJobResult(
        new Request(`http://test/v1/enrichment-jobs/${id}/result`, { headers: auth }),
        { params: Promise.resolve({ id }) },
      );
      const text = await res.text();
      return text.includes("Not enriched yet") ? undefined : text;
    });
    const [header = [], ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const at = (name: string) => header.indexOf(name);
    expect(
      rows.map((r) => [r[at("leadwise_email")], r[at("leadwise_email_verification")]]),
    ).toEqual([
      ["vera@ver.io", "valid"],
      ["cat@ver.io", "catch_all"],
      [expect.stringContaining("@"), "unverified"],
    ]);
  });
});
