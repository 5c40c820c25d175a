import { spawn } from "node:child_process";
import path from "node:path";
import { isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { providerConfigs } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { openKey } from "@/lib/engines/providers/keys";

const SECRET = "operator-secret-for-admin-providers-test";
const KEY = "sk_operator_pdl_key_9876";
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let url: string;

beforeAll(async () => {
  ({ db, url } = await createTestDb());
  process.env.AUTH_SECRET = SECRET;
});

/** `npm run admin -- providers …` as an operator runs it, with `stdin` piped in. */
function admin(args: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  const root = path.resolve(import.meta.dirname, "..");
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: SECRET },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, out, err }));
    child.stdin.end(stdin);
  });
}

const providersOf = (out: string) =>
  (JSON.parse(out) as { provider: string; keyHint: string }[]).map((p) => p.provider);

describe("npm run admin -- providers", { timeout: 120_000 }, () => {
  it("adds, orders and removes the operator's default providers; the key comes from stdin, sealed, never printed", async () => {
    const added = await admin(["providers", "add", "pdl", "--daily-budget", "500"], `${KEY}\n`);
    expect(added.code, added.err).toBe(0);
    expect(added.out).not.toContain(KEY);
    expect(JSON.parse(added.out)).toEqual([
      expect.objectContaining({ provider: "pdl", keyHint: "…9876", dailyBudget: 500 }),
    ]);
    const [row] = await db.select().from(providerConfigs).where(isNull(providerConfigs.accountId));
    expect(row?.keySealed).not.toContain(KEY);
    expect(openKey(row?.keySealed ?? "")).toBe(KEY);

    expect((await admin(["providers", "add", "apollo"], "sk_operator_apollo_1111")).code).toBe(0);
    expect((await admin(["providers", "add", "lusha"], "sk_operator_lusha_2222")).code).toBe(0);
    const ordered = await admin(["providers", "order", "lusha", "pdl"]);
    expect(ordered.code, ordered.err).toBe(0);
    expect(providersOf(ordered.out)).toEqual(["lusha", "pdl", "apollo"]);

    const removed = await admin(["providers", "remove", "pdl"]);
    expect(providersOf(removed.out)).toEqual(["lusha", "apollo"]);
    expect(providersOf((await admin(["providers", "list"])).out)).toEqual(["lusha", "apollo"]);
  });

  it("refuses a missing or short key, an unknown provider and an unlisted one, with the reason and exit 1", async () => {
    const short = await admin(["providers", "add", "hunter-finder"], "abc");
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/key:/);
    expect(short.err).not.toContain("abc");
    const unknown = await admin(["providers", "add", "nosuch"], "sk_long_enough_key");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/provider:/);
    const unlisted = await admin(["providers", "remove", "hunter-verifier"]);
    expect(unlisted.code).toBe(1);
    expect(unlisted.err).toContain("not in the operator's list");
  });
});

describe("npm run admin -- the account commands", { timeout: 120_000 }, () => {
  it("creates an account and adds credits; refuses a missing option and an unknown command", async () => {
    const created = await admin(["create-account", "--email", "ops@example.com", "--plan", "pro"]);
    expect(created.code).toBe(0);
    const account = JSON.parse(created.out) as { accountId: string; apiKey: string };
    expect(account.apiKey).toMatch(/\S{20,}/);
    const added = await admin([
      "add-credits",
      "--account",
      account.accountId,
      "--credits",
      "email=5",
    ]);
    expect(added.code).toBe(0);
    expect(JSON.parse(added.out)).toEqual({ accountId: account.accountId, added: { email: 5 } });

    const noEmail = await admin(["remove-user"]);
    expect(noEmail).toMatchObject({ code: 1, err: expect.stringContaining("--email is required") });
    const unknown = await admin(["frobnicate"]);
    expect(unknown).toMatchObject({
      code: 1,
      err: expect.stringContaining('unknown command "frobnicate"'),
    });
    const inherited = await admin(["toString"]);
    expect(inherited).toMatchObject({
      code: 1,
      err: expect.stringContaining('unknown command "toString"'),
    });
  });
});
