import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";
import { sealOAuthState } from "@/lib/features/crm/oauth-state";

/*
 * The OAuth callback (a browser route, not /v1): whatever the query and the vendor in the path,
 * it answers a redirect back to Settings → CRM (or a 404 for a vendor it does not know), never
 * a 5xx; a state it did not start, or a member's, connects nothing.
 */

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const account = vi.hoisted(() => ({ accountId: "", userId: "", email: "", role: "owner" }));
const jar = vi.hoisted(() => ({ nonce: undefined as string | undefined }));

vi.mock("@/lib/edge/auth/session-ctx", () => ({
  requireSessionCtx: async () => ({ db: getDb(), clock: { now: () => new Date() }, ...account }),
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost" }),
  cookies: async () => ({
    get: () => (jar.nonce === undefined ? undefined : { value: jar.nonce }),
    delete: () => {},
  }),
}));

const { GET } = await import("./route");

async function call(vendor: string, query: Record<string, string>) {
  const url = `http://localhost:3000/api/crm/${encodeURIComponent(vendor)}/callback?${new URLSearchParams(query)}`;
  return GET(new Request(url), { params: Promise.resolve({ vendor }) });
}

/** What the redirect says on Settings → CRM. */
const said = (answer: Response) =>
  new URL(answer.headers.get("location") ?? "http://x/").searchParams.get("crmError");

beforeAll(async () => {
  await createTestDb();
  Object.assign(account, await createAccount(getDb(), { email: "callback@example.com" }));
});
afterAll(() => stopBoss());

describe("GET /api/crm/[vendor]/callback", () => {
  it("answers any query with a redirect to Settings → CRM, or a 404 for an unknown vendor", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("salesforce", "hubspot", "pipedrive", "zoho", "..", ""),
        fc.dictionary(
          fc.constantFrom("code", "state", "error", "error_description", "x"),
          fc.oneof(
            fc.string(),
            fc.string({ minLength: 2_001, maxLength: 5_000 }),
            fc.constant("\u0000"),
          ),
        ),
        fc.option(fc.string(), { nil: undefined }),
        async (vendor, query, nonce) => {
          jar.nonce = nonce;
          const answer = await call(vendor, query);
          if (["salesforce", "hubspot", "pipedrive"].includes(vendor)) {
            expect(answer.status).toBe(303);
            expect(answer.headers.get("location")).toMatch(/\/settings\/crm\?crmError=/);
          } else {
            expect(answer.status).toBe(404);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses another account's state, and a member's, in words", async () => {
    const other = sealOAuthState({
      vendor: "hubspot",
      accountId: "acc_other",
      userId: account.userId,
    });
    jar.nonce = other.nonce;
    const foreign = await call("hubspot", { code: "c", state: other.state });
    expect(said(foreign)).toMatch(/not started here/);

    const mine = sealOAuthState({
      vendor: "hubspot",
      accountId: account.accountId,
      userId: account.userId,
    });
    jar.nonce = mine.nonce;
    account.role = "member";
    try {
      const member = await call("hubspot", { code: "c", state: mine.state });
      expect(said(member)).toMatch(/Only an admin or the owner/);
    } finally {
      account.role = "owner";
    }
  });
});
