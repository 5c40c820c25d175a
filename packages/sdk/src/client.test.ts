import { readFile } from "node:fs/promises";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  DailyLimitReachedError,
  delayOf,
  errorOf,
  LeadwiseError,
  OutOfCreditsError,
  paginate,
  RateLimitedError,
  verifyWebhook,
  WebhookVerificationError,
} from "./index";
import { retryingFetch } from "./retrying-fetch";

/* The SDK's own behaviour, without a server: errors, retries, paging and verification. */

describe("errors", () => {
  it("tells the two 402s apart by their message, as the interface says clients should", () => {
    const credits = errorOf({
      status: 402,
      code: "out_of_credits",
      detail: "Out of credits: the email credit balance is too low. Buy email credits to continue.",
    });
    expect(credits).toBeInstanceOf(OutOfCreditsError);
    const daily = errorOf({
      status: 402,
      code: "daily_limit_reached",
      detail:
        "Daily limit reached: the api daily allowance is used up. It resets at 2026-11-29T00:00:00.000Z (00:00 UTC).",
      resetsAt: "2026-11-29T00:00:00.000Z",
    });
    expect(daily).toBeInstanceOf(DailyLimitReachedError);
    expect((daily as DailyLimitReachedError).resetsAt?.toISOString()).toBe(
      "2026-11-29T00:00:00.000Z",
    );
    expect(errorOf({ status: 429 })).toBeInstanceOf(RateLimitedError);
    const notFound = errorOf({ status: 404, code: "not_found", detail: "No such campaign." });
    expect(notFound).toBeInstanceOf(LeadwiseError);
    expect(notFound.message).toBe("No such campaign.");
  });
});

describe("retries", () => {
  it("waits as Retry-After or the RateLimit field says", () => {
    const res = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
    expect(delayOf(res({ "retry-after": "3" }), 0)).toBe(3000);
    expect(delayOf(res({ ratelimit: '"per-key";r=0;t=7' }), 0)).toBe(7000);
    expect(delayOf(res({ ratelimit: '"per-key";r=2;t=7' }), 1)).toBe(500);
  });

  it("retries a 429 with the same Idempotency-Key, then answers", async () => {
    const seen: { key: string | null; body: string }[] = [];
    const waits: number[] = [];
    const fake = async (req: Request) => {
      seen.push({ key: req.headers.get("idempotency-key"), body: await req.text() });
      return seen.length === 1
        ? new Response(null, { status: 429, headers: { "retry-after": "2" } })
        : Response.json({ ok: true });
    };
    const fetch = retryingFetch(fake as typeof globalThis.fetch, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const res = await fetch(
      new Request("http://x/v1/contact/enrich", { method: "POST", body: "{}" }),
    );
    expect(res.status).toBe(200);
    expect(waits).toEqual([2000]);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toEqual(seen[0]);
  });

  it("gives the 429 back once the retries are spent", async () => {
    let calls = 0;
    const fetch = retryingFetch(
      (async () => {
        calls++;
        return new Response(null, { status: 429, headers: { "retry-after": "0" } });
      }) as unknown as typeof globalThis.fetch,
      { retries: 2, sleep: async () => {} },
    );
    expect((await fetch(new Request("http://x/v1/usage"))).status).toBe(429);
    expect(calls).toBe(3);
  });
});

describe("paging", () => {
  it("yields every item across pages and stops on the last", async () => {
    const pages: Record<string, { data: number[]; nextCursor: string | null }> = {
      start: { data: [1, 2], nextCursor: "b" },
      b: { data: [3], nextCursor: "c" },
      c: { data: [], nextCursor: null },
    };
    const items: number[] = [];
    for await (const n of paginate(
      async (cursor) => pages[cursor ?? "start"] ?? { data: [], nextCursor: null },
    )) {
      items.push(n);
    }
    expect(items).toEqual([1, 2, 3]);
  });
});

describe("webhook verification", () => {
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const other = "whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCE=";
  const body = JSON.stringify({ id: "evt_1", type: "campaign.completed" });
  const headers = (s: string) => {
    const at = new Date();
    const signature = new Webhook(s).sign("evt_1", at, body);
    return {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    };
  };

  it("answers the body when a secret verifies it, with either of a rotation's two", () => {
    expect(verifyWebhook(secret, body, headers(secret))).toEqual(JSON.parse(body));
    expect(verifyWebhook([other, secret], body, new Headers(headers(secret)))).toEqual(
      JSON.parse(body),
    );
  });

  it("throws when no secret verifies it", () => {
    expect(() => verifyWebhook(other, body, headers(secret))).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, `${body} `, headers(secret))).toThrow(
      WebhookVerificationError,
    );
  });
});

describe("types", () => {
  it("are the API document's, as npm run openapi:types writes them", async () => {
    expect(await readFile("packages/sdk/src/v1.d.ts", "utf8")).toBe(
      await readFile("lib/edge/openapi/v1.d.ts", "utf8"),
    );
  });
});
