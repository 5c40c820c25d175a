import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDb } from "@/db/testing/test-db";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";

/*
 * Test helpers for the enrichment and webhook tests (not used by the app): small valid
 * profiles, and a real webhook receiver on 127.0.0.1 whose answers a test scripts.
 */

/** A valid interface-spec profile number `i`, with e-mail and mobile when asked. */
export function sampleProfile(
  i: number,
  contacts: { email?: number; mobile?: number } = { email: 1, mobile: 1 },
): Profile {
  const org = {
    id: `org_${i % 3}`,
    name: ["Acme Robotics", "Globex", "Initech"][i % 3] ?? "Acme Robotics",
    website: `https://www.${["acme-robotics.io", "globex.com", "initech.com"][i % 3]}`,
  };
  return {
    id: `p_${i}`,
    SourceUrl: `https://network.example/in/person-${i}`,
    SourceUsername: `person${i}`,
    fn: `First${i}`,
    ln: `Last${i}`,
    name: `First${i} Last${i}`,
    title: "Head of Sales",
    country: "France",
    cc: "FR",
    organizationId: org.id,
    organization: org,
    email: Array.from({ length: contacts.email ?? 0 }, (_, k) => ({
      type: "personal",
      value: `first${i}.${k}@example.com`,
    })),
    mobile: Array.from({ length: contacts.mobile ?? 0 }, (_, k) => ({
      type: "personal",
      value: `+3361234${String(i).padStart(3, "0")}${k}`,
    })),
  };
}

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** The path it was POSTed to. */
  path?: string;
}

/**
 * A webhook receiver. `answer` decides each reply's status from the number of calls so far
 * (1-based) and the request; `null` leaves the request hanging.
 */
export async function startReceiver(
  answer: (call: number, req: http.IncomingMessage) => number | null = () => 200,
) {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
        path: req.url,
      });
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
      const status = answer(received.length, req);
      if (status === null) return;
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    received,
    /** Resolves once `count` deliveries have arrived, or rejects after `ms`. */
    waitFor(count: number, ms = 15_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} deliveries arrived`)),
          ms,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A fresh test database holding sample profiles p_0 … p_(n-1), from the source "alpha". */
export async function createTestDbWithProfiles(n: number) {
  const testDb = await createTestDb();
  await saveProfiles(
    testDb.db,
    Array.from({ length: n }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  return testDb;
}

/** Polls `check` until it returns a value other than undefined. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  ms = 15_000,
  every = 50,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, every));
  }
}
