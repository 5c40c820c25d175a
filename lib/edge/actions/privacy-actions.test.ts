import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, optOutAttempts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { resetEnvCache } from "@/lib/core/env";
import {
  settleAtTheEdge,
  type TrustedProxies,
  trustedProxies,
} from "@/lib/core/security/forwarded";
import { type OptOutState, requestOptOutAction } from "./privacy-actions";

/*
 * The public opt-out form, as a request reaches it through the web server's edge: whatever Host
 * and X-Forwarded-* a stranger sends, the mailed link starts with APP_URL, and the per-client
 * limit counts the client's real address, not the one it names.
 */

/** The request headers the action reads through next/headers: the ones the edge left. */
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

process.env.AUTH_SECRET ??= "test-secret-for-opt-out-hashing";
const APP_URL = "https://leads.example.com";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let server: http.Server;
let port: number;
/** Whose forwarded headers the edge believes: a test changes it. */
let trusted: TrustedProxies = trustedProxies([]);

beforeAll(async () => {
  process.env.APP_URL = APP_URL;
  resetEnvCache();
  ({ db } = await createTestDb());
  server = http.createServer((req, res) => {
    const form = new FormData();
    form.set("email", new URL(req.url ?? "/", "http://x").searchParams.get("email") ?? "");
    requestHeaders = new Headers(req.headers as Record<string, string>);
    void requestOptOutAction({ status: "idle" }, form).then((state) =>
      res.end(JSON.stringify(state)),
    );
  });
  settleAtTheEdge(server, { has: (address) => trusted.has(address) });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  delete process.env.APP_URL;
  resetEnvCache();
});

/** Asks to opt `email` out, from this machine, with whatever headers a client chooses. */
function optOut(email: string, headers: Record<string, string> = {}): Promise<OptOutState> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: "127.0.0.1", path: `/?email=${encodeURIComponent(email)}`, headers },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(JSON.parse(body) as OptOutState));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function mailTo(address: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, [address]));
  return mail;
}

describe("the opt-out form", () => {
  it("mails a link on APP_URL whatever Host and X-Forwarded-* the request names", async () => {
    const state = await optOut("victim@example.org", {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "javascript",
      forwarded: "host=evil.example;proto=javascript",
    });
    expect(state).toEqual({ status: "sent", email: "victim@example.org" });
    const mail = await mailTo("victim@example.org");
    expect(mail?.text).toMatch(
      new RegExp(`Confirm here: ${APP_URL}/privacy/opt-out/confirm\\?token=[\\w-]+\\n`),
    );
    expect(mail?.html).toContain(`href="${APP_URL}/privacy/opt-out/confirm?token=`);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/evil|javascript/);
  });

  it("a trusted proxy's forwarded host does not move the link either", async () => {
    trusted = trustedProxies(["127.0.0.1"]);
    try {
      await optOut("second@example.org", {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
      });
    } finally {
      trusted = trustedProxies([]);
    }
    expect((await mailTo("second@example.org"))?.text).toContain(`${APP_URL}/privacy/opt-out/`);
  });

  it("counts the client by its socket: a new X-Forwarded-For each time never moves the limit", async () => {
    await db.delete(optOutAttempts);
    const states: string[] = [];
    for (let i = 0; i < 12; i++) {
      const state = await optOut(`forged${i}@example.org`, {
        "x-forwarded-for": `198.51.100.${i}`,
        "x-real-ip": `203.0.113.${i}`,
      });
      states.push(state.status);
    }
    // Ten an hour per client: the eleventh is refused, though each named another address.
    expect(states).toEqual([...Array(10).fill("sent"), "error", "error"]);
    expect(await mailTo("forged10@example.org")).toBeUndefined();
  });

  it("behind a trusted proxy, counts the address the proxy appended", async () => {
    await db.delete(optOutAttempts);
    trusted = trustedProxies(["127.0.0.1"]);
    try {
      // Eleven clients behind the proxy, each forging the same address before the real one.
      for (let i = 0; i < 11; i++) {
        const state = await optOut(`behind${i}@example.org`, {
          "x-forwarded-for": `6.6.6.6, 192.0.2.${i}`,
        });
        expect(state.status, `client ${i}`).toBe("sent");
      }
      // One client behind the proxy, naming a new address each time: still one client.
      const states: string[] = [];
      for (let i = 0; i < 11; i++) {
        const state = await optOut(`same${i}@example.org`, {
          "x-forwarded-for": `10.9.8.${i}, 192.0.2.200`,
        });
        states.push(state.status);
      }
      expect(states).toEqual([...Array(10).fill("sent"), "error"]);
    } finally {
      trusted = trustedProxies([]);
    }
  });
});
