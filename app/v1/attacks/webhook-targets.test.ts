import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrich } from "@/app/v1/contact/enrich/route";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { resetEnvCache } from "@/lib/core/env";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getUsage } from "@/lib/features/allowances/usage";

/*
 * What `npm start` does with a webhook to its own machine: the configuration is left as a
 * fresh install leaves it (no WEBHOOK_* setting, embedded database), and the URL is refused
 * when the request is made, with a problem+json that says why and how an operator allows it.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let apiKey = "";
let accountId = "";
let hits = 0;
let receiver: http.Server;
let port = 0;

beforeAll(async () => {
  ({ db } = await createTestDb());
  const account = await createAccount(db, {
    email: "ssrf@example.com",
    plan: "pro",
    credits: { api: 100 },
  });
  apiKey = account.apiKey;
  accountId = account.accountId;
  receiver = http.createServer((_req, res) => {
    hits++;
    res.end();
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  port = (receiver.address() as AddressInfo).port;
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  delete process.env.WEBHOOK_ALLOW_HOSTS;
  resetEnvCache();
});
beforeAll(() => {
  afterAll(async () => {
    await stopBoss();
    receiver.closeAllConnections();
    receiver.close();
  });
});

const enrichWith = (webhookUrl: string) =>
  enrich(
    new Request("http://test/v1/contact/enrich", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ profile: { id: "p_1" }, webhookUrl }),
    }),
  );

describe("webhook targets on a fresh install", () => {
  it("refuses loopback, private, link-local and local names with a clear problem+json", async () => {
    for (const target of [
      `http://127.0.0.1:${port}/hook`,
      `http://[::1]:${port}/hook`,
      "http://169.254.169.254/latest/meta-data/",
      "http://0.0.0.0/hook",
      "http://10.1.2.3/hook",
      "http://192.168.0.10/hook",
      `http://localhost:${port}/hook`,
      "http://2130706433/hook",
    ]) {
      const res = await enrichWith(target);
      expect(res.status, target).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const body = (await res.json()) as {
        code: string;
        message: string;
        errors: { path: string }[];
      };
      expect(body.code, target).toBe("invalid_request");
      expect(
        body.errors.map((e) => e.path),
        target,
      ).toEqual(["webhookUrl"]);
      expect(body.message, target).toMatch(/^The address /);
      expect(body.message, target).toMatch(/WEBHOOK_ALLOW_HOSTS/);
    }
    expect(hits).toBe(0);
    // Nothing was charged for the refused requests.
    expect((await getUsage({ db, accountId, clock: systemClock })).api.used).toBe(0);
  });
});
