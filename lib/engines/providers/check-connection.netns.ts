import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { resetEnvCache } from "@/lib/core/env";
import { NotFound } from "@/lib/core/errors";
import { createAccount } from "@/lib/features/accounts/create-account";
import { type ConnectionResult, checkConnection, testProviderConnection } from "./check-connection";
import { CONNECTORS } from "./connectors";
import { saveProvider } from "./settings";
import { type ProviderSimulator, startSimulator } from "./testing/simulator";

/* "Test connection" against each provider's simulator, inside the loopback-only namespace. */

const KEY = "sk_check_key_4321";
let sim: ProviderSimulator;
let db: Awaited<ReturnType<typeof createTestDb>>["db"];

process.env.AUTH_SECRET ??= "test-secret-for-provider-keys";

beforeAll(async () => {
  ({ db } = await createTestDb());
  sim = await startSimulator({ key: KEY });
  for (const id of Object.keys(CONNECTORS)) {
    process.env[`PROVIDER_URL_${id.toUpperCase().replaceAll("-", "_")}`] = sim.url;
  }
  resetEnvCache();
});
afterAll(() => sim.close());

/** The simulator's mode for a connector's check (Hunter's checks share the finder's endpoint). */
const simulated = (id: string) => (id === "hunter-verifier" ? "hunter-finder" : id);

async function check(id: string, key = KEY): Promise<ConnectionResult> {
  const connector = CONNECTORS[id];
  if (!connector) throw new Error(id);
  return checkConnection(connector, key, { baseUrl: sim.url, timeoutMs: 2_000 });
}

describe("test connection", () => {
  for (const id of Object.keys(CONNECTORS)) {
    it(`${id}: ok, bad key, out of credits, rate-limited, unreachable, in one documented call each`, async () => {
      const mode = simulated(id);
      sim.mode[mode] = "normal";
      const from = sim.calls.length;
      expect(await check(id)).toBe("ok");
      const [call] = sim.calls.slice(from);
      expect(call?.key).toBe(KEY);
      expect(sim.calls.length - from).toBe(1);
      expect(call?.provider).toBe(mode);

      expect(await check(id, "sk_wrong_key_0000")).toBe("bad_key");
      sim.mode[mode] = "out_of_credits";
      expect(await check(id)).toBe("out_of_credits");
      sim.mode[mode] = "rate_limited";
      expect(await check(id)).toBe("rate_limited");
      sim.mode[mode] = "down";
      expect(await check(id)).toBe("unreachable");
      sim.mode[mode] = "normal";
    });
  }

  it("reads Lusha's spent credits and Apollo's refused key from their answers", async () => {
    const lusha = CONNECTORS.lusha;
    const apollo = CONNECTORS.apollo;
    expect(
      lusha?.check.read?.({ status: 200, body: { credits: { total: 10, remaining: 0 } } }),
    ).toBe("out_of_credits");
    expect(apollo?.check.read?.({ status: 200, body: { is_logged_in: false } })).toBe("bad_key");
  });

  it("tests an account's saved provider with its sealed key, in words; another account's is not found", async () => {
    const mine = await createAccount(db, { email: "check-mine@example.com", plan: "pro" });
    const other = await createAccount(db, { email: "check-other@example.com", plan: "pro" });
    const scope = { db, accountId: mine.accountId };
    const good = await saveProvider(scope, { provider: "apollo", key: KEY });
    const bad = await saveProvider(scope, { provider: "pdl", key: "sk_revoked_key_0000" });
    expect(await testProviderConnection(scope, good.id)).toEqual({
      result: "ok",
      message: "Connected: the key works.",
    });
    expect(await testProviderConnection(scope, bad.id)).toEqual({
      result: "bad_key",
      message: "The provider refused the key.",
    });
    await expect(
      testProviderConnection({ db, accountId: other.accountId }, good.id),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
