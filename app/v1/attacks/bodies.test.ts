import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as campaignsPost } from "@/app/v1/campaigns/route";
import { POST as estimate } from "@/app/v1/estimate/route";
import { accounts } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";

/*
 * Bodies meant to exhaust the server: oversized (declared or streamed without a length) and
 * nested deeper than anything legitimate. Each is refused with a 4xx problem+json, quickly,
 * and an oversized stream is not read to its end.
 */

let apiKey = "";

beforeAll(async () => {
  const { db } = await createTestDb();
  const account = await createAccount(db, { email: "bodies@example.com", plan: "pro" });
  await db.update(accounts).set({ rateLimit: 10_000 }).where(eq(accounts.id, account.accountId));
  apiKey = account.apiKey;
});
beforeAll(() => {
  afterAll(() => stopBoss());
});

function post(
  body: BodyInit,
  headers: Record<string, string> = {},
  handler: (req: Request) => Promise<Response> = estimate,
) {
  return handler(
    new Request("http://test/v1/estimate", {
      method: "POST",
      headers: {
        authorization: `Bearer ${apiKey}`,
        "content-type": "application/json",
        ...headers,
      },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(((await res.json()) as { code: string }).code).toBe(code);
}

describe("oversized bodies", () => {
  it("are refused by their declared length before anything is read", async () => {
    await expectProblem(
      await post('{"filters":{}}', { "content-length": String(50_000_000) }),
      413,
      "payload_too_large",
    );
  });

  it("are refused once a stream without a length passes 1 MB, without reading it all", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"x":"${"y".repeat(64 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 100_000_000) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    await expectProblem(await post(stream), 413, "payload_too_large");
    expect(pulled).toBeLessThan(2_000_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("are refused just past 1 MB, and 1 MB of JSON is still read", async () => {
    const over = JSON.stringify({ name: "y".repeat(1_000_001) });
    await expectProblem(await post(over, {}, campaignsPost), 413, "payload_too_large");
    const under = JSON.stringify({ filters: {}, pad: "y".repeat(900_000) });
    // Read and validated: the unknown key is what is refused, not the size.
    await expectProblem(await post(under), 400, "invalid_request");
  });
});

describe("deeply nested bodies", () => {
  for (const [what, body] of [
    ["100,000 nested objects", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`],
    ["300,000 nested arrays", `${"[".repeat(300_000)}${"]".repeat(300_000)}`],
    ["65 levels inside filters", `{"filters":${'{"a":'.repeat(65)}1${"}".repeat(65)}}`],
  ] as const) {
    it(`${what}: 400, quickly`, async () => {
      const started = performance.now();
      await expectProblem(await post(body), 400, "invalid_request");
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }
});
