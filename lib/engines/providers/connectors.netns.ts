import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askProvider, type Outcome } from "./connector";
import { CONNECTORS } from "./connectors";
import { type ProviderSimulator, startSimulator } from "./testing/simulator";

/*
 * The connectors' real HTTP calls against the local simulators of each provider's API: found,
 * not found, out of credits, rate-limited, slow (timeout), down and malformed, each read as the
 * outcome the waterfall acts on.
 */

let sim: ProviderSimulator;
const jane = { fn: "Jane", ln: "Doe", domain: "acme.io" };

beforeAll(async () => {
  sim = await startSimulator({
    people: [
      {
        ...jane,
        company: "Acme",
        title: "Head of People",
        workEmail: "jane@acme.io",
        personalEmail: "jane.doe@gmail.com",
        mobile: "+14155550100",
      },
    ],
  });
  sim.verdicts["jane@acme.io"] = "valid";
  sim.slowMs = 8_000;
});
afterAll(() => sim.close());

const ask = (id: string, person: Parameters<typeof askProvider>[2], key = sim.key) => {
  const connector = CONNECTORS[id];
  if (!connector) throw new Error(id);
  // Generous, so a loaded machine does not turn an answer into a timeout; "slow" answers after 8 s.
  return askProvider(connector, key, person, { baseUrl: sim.url, timeoutMs: 3_000 });
};

const finders = ["pdl", "hunter-finder", "apollo", "lusha"];

describe("each connector against its simulator", () => {
  it("finds a known person, with what that provider supplies", async () => {
    const pdl = await ask("pdl", jane);
    expect(pdl?.kind === "found" && pdl.found.mobile).toEqual([
      { type: "mobile", value: "+14155550100" },
    ]);
    const hunter = await ask("hunter-finder", jane);
    expect(hunter?.kind === "found" && hunter.found.email).toEqual([
      { type: "professional", value: "jane@acme.io" },
    ]);
    const apollo = await ask("apollo", jane);
    expect(apollo?.kind === "found" && apollo.found.email.map((e) => e.value)).toEqual([
      "jane@acme.io",
      "jane.doe@gmail.com",
    ]);
    const lusha = await ask("lusha", jane);
    expect(lusha?.kind === "found" && lusha.found.mobile).toEqual([
      { type: "mobile", value: "+14155550100" },
    ]);
    const verdict = await ask("hunter-verifier", { email: "jane@acme.io" });
    expect(verdict?.kind === "found" && verdict.found.verification?.status).toBe("valid");
  });

  it("reads each provider's own way of saying not found", async () => {
    for (const id of finders) {
      expect((await ask(id, { fn: "No", ln: "Body", domain: "acme.io" }))?.kind, id).toBe(
        "not_found",
      );
    }
  });

  it("sends the key in the documented header only, never in the URL", async () => {
    const from = sim.calls.length;
    for (const id of finders) await ask(id, jane);
    const calls = sim.calls.slice(from);
    expect(calls.map((c) => c.provider).sort()).toEqual([...finders].sort());
    for (const c of calls) {
      expect(c.key).toBe(sim.key);
      expect(JSON.stringify(c.query)).not.toContain(sim.key);
    }
  });

  it("a refused key, a spent quota, a rate limit, slowness, an outage, a broken body", async () => {
    const outcomes = async (): Promise<Record<string, Outcome["kind"] | undefined>> =>
      Object.fromEntries(
        await Promise.all(finders.map(async (id) => [id, (await ask(id, jane))?.kind] as const)),
      );
    const wrongKey = await Promise.all(finders.map((id) => ask(id, jane, "wrong")));
    for (const o of wrongKey) expect(o?.kind).toBe("error");
    const expectAll = async (mode: ProviderSimulator["mode"][string], kind: Outcome["kind"]) => {
      for (const id of finders) sim.mode[id] = mode;
      const got = await outcomes();
      for (const id of finders) expect(got[id], `${id} ${mode}`).toBe(kind);
    };
    await expectAll("out_of_credits", "out_of_credits");
    await expectAll("rate_limited", "rate_limited");
    await expectAll("malformed", "error");
    await expectAll("down", "error");
    const started = Date.now();
    await expectAll("slow", "error");
    // Every call gave up at its 3 s timeout, long before the simulator's 8 s answer.
    expect(Date.now() - started).toBeLessThan(7_000);
    for (const id of finders) sim.mode[id] = "normal";
  });

  it("asks again while the verifier says its check is running (the async hook)", async () => {
    sim.verdicts["slow@acme.io"] = "accept_all";
    sim.pendingFor["slow@acme.io"] = 2;
    const from = sim.calls.length;
    const verdict = await ask("hunter-verifier", { email: "slow@acme.io" });
    expect(verdict?.kind === "found" && verdict.found.verification?.status).toBe("catch_all");
    expect(sim.calls.length - from).toBe(3);
    // Still running after every attempt: an error, never a guess.
    sim.pendingFor["slow@acme.io"] = 10;
    expect((await ask("hunter-verifier", { email: "slow@acme.io" }))?.kind).toBe("error");
  });
});
