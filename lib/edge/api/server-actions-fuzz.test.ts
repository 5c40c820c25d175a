import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { createTestDb } from "@/db/testing/test-db";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createAccount } from "@/lib/features/accounts/create-account";

/*
 * Every server action (each export of a "use server" module under lib/), called as Next.js calls
 * it, with arguments an attacker can send in an action's body: NUL bytes, over-long and foreign
 * ids, random text, forms full of those, 10 MB strings, deep nesting, wrong types. No call may
 * throw (Next.js would answer 500) and no failure may be an internal error (a 500 inside a 200).
 */

const account = vi.hoisted(() => ({ accountId: "", userId: "", email: "", role: "owner" }));
/** The status of every failure withAction mapped, as problemOf made it. */
const statuses = vi.hoisted(() => [] as { status: number; detail: string }[]);

vi.mock("@/lib/edge/auth/session-ctx", () => ({
  requireSessionCtx: async () => ({ db: getDb(), clock: { now: () => new Date() }, ...account }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost", "x-forwarded-for": "127.0.0.1" }),
  cookies: async () => ({ getAll: () => [], delete: () => {} }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock("./problem", async (original) => {
  const actual = await original<typeof import("./problem")>();
  return {
    ...actual,
    problemOf: (error: unknown, requestId: string) => {
      const problem = actual.problemOf(error, requestId);
      statuses.push({ status: problem.status, detail: problem.detail });
      return problem;
    },
  };
});

type Action = (...args: unknown[]) => Promise<unknown>;
const actions: [string, Action][] = [];

beforeAll(async () => {
  await createTestDb();
  Object.assign(account, await createAccount(getDb(), { email: "actions@example.com" }));
  const root = path.resolve("lib");
  for (const file of (await readdir(root, { recursive: true })).sort()) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = await readFile(path.join(root, file), "utf8");
    if (!/^["']use server["']/.test(source.trimStart())) continue;
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn === "function") actions.push([`${file} ${name}`, fn as Action]);
    }
  }
});
afterAll(() => stopBoss());

/** The fields the app's forms send, each of which an attacker can fill with anything. */
const FIELDS = [
  "id",
  "name",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "provider",
  "key",
  "dailyBudget",
  "timeoutMs",
  "concurrency",
  "direction",
  "entry",
  "kind",
  "value",
  "token",
  "listId",
  "profileId",
  "requestId",
  "deliveryId",
];

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
}

const deepArray = (n: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

const nul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const hostileText = fc.oneof(
  nul,
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.integer({ min: 101, max: 5000 }).map((n) => "a".repeat(n)),
  fc.constantFrom("\ud800", "x\udc00", "../../etc", "' or 1=1 --", "", " "),
);
const hostileArg: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.dictionary(fc.constantFrom(...FIELDS), hostileText, { maxKeys: 6 }).map(formOf),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileText), hostileText, { maxKeys: 6 }),
  fc.array(hostileText, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(undefined, null, 0, -1, Number.NaN, true),
  fc.integer({ min: 100, max: 2000 }).map(deepArray),
);

/** An argument in a few words (a deep one would overflow JSON.stringify's stack). */
function shortly(arg: unknown): string {
  if (arg instanceof FormData) return `form ${shortly(Object.fromEntries(arg))}`;
  if (typeof arg === "string")
    return JSON.stringify(arg.slice(0, 60)) + (arg.length > 60 ? `…(${arg.length})` : "");
  if (Array.isArray(arg) && Array.isArray(arg[0])) return "[[…deep…]]";
  try {
    return JSON.stringify(arg)?.slice(0, 120) ?? String(arg);
  } catch {
    return String(arg);
  }
}

/** Calls one action: it must answer (a redirect aside), and any failure must be below 500. */
async function expectNoServerError(name: string, action: Action, args: unknown[]) {
  statuses.length = 0;
  const what = `${name}(${args.map(shortly).join(", ")})`;
  try {
    await action(...args);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    expect(digest.startsWith("NEXT_REDIRECT"), `${what} threw ${error}`).toBe(true);
  }
  for (const { status, detail } of statuses) {
    expect(status, `${what}: ${detail}`).toBeLessThan(500);
  }
}

describe("every server action, called with hostile arguments", () => {
  it("finds the actions", () => {
    const names = actions.map(([n]) => n);
    expect(names.length).toBeGreaterThan(15);
    expect(names).toContain("edge/actions/campaign-actions.ts sendTestWebhookAction");
    expect(names).toContain("edge/actions/account-actions.ts signUpAction");
  });

  it("refuses NUL, over-long and foreign ids, 10 MB and deep nesting in each argument", async () => {
    const huge = "x".repeat(10_000_000);
    const fixed: unknown[] = [
      "\u0000",
      "c\u0000",
      "z".repeat(5000),
      "é/../\u0000",
      huge,
      deepArray(50_000),
      formOf(Object.fromEntries(FIELDS.map((f) => [f, "\u0000"]))),
      formOf(Object.fromEntries(FIELDS.map((f) => [f, "z".repeat(5000)]))),
      { name: "\u0000", filters: { titles: ["\u0000"] }, webhookUrl: "http://\u0000" },
      { email: "a\u0000@example.com", password: "a long password\u0000", name: "x" },
    ];
    for (const [name, action] of actions) {
      const arity = Math.max(action.length, 1);
      for (const hostile of fixed) {
        for (let at = 0; at < arity; at++) {
          const args = Array.from({ length: arity }, (_, i) =>
            i === at ? hostile : i === arity - 1 ? new FormData() : undefined,
          );
          await expectNoServerError(name, action, args);
        }
      }
    }
  }, 300_000);

  it("never answers an internal error for random arguments", async () => {
    for (const [name, action] of actions) {
      const arity = Math.max(action.length, 1);
      await fc.assert(
        fc.asyncProperty(fc.array(hostileArg, { minLength: arity, maxLength: arity }), (args) =>
          expectNoServerError(name, action, args),
        ),
        { numRuns: 30, seed: 20261128 },
      );
    }
  }, 300_000);
});
