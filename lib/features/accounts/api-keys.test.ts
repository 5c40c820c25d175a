import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { createApiKey, findApiKey, revokeApiKey } from "./api-keys";
import { createAccount } from "./create-account";

/*
 * API keys are looked up once and then served from memory for a short while (every /v1 call
 * authenticates). What a key's owner relies on: a key revoked here stops working on the next
 * call, and one revoked elsewhere (another web node) within the cache's 2 seconds.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;

beforeAll(async () => {
  ({ db } = await createTestDb());
  ({ accountId } = await createAccount(db, { email: "keys@example.com", plan: "starter" }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("findApiKey", () => {
  it("stops finding a key revoked in this process at once, though it was just used", async () => {
    const key = await createApiKey(db, accountId, "revoked here");
    expect(await findApiKey(db, key.apiKey)).toMatchObject({ keyId: key.id, accountId });
    await revokeApiKey(db, accountId, key.id);
    expect(await findApiKey(db, key.apiKey)).toBeUndefined();
  });

  it("stops finding a key revoked by another process within 2 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const key = await createApiKey(db, accountId, "revoked elsewhere");
    expect(await findApiKey(db, key.apiKey)).toMatchObject({ keyId: key.id });
    // What another web node's revocation leaves behind: the row alone, this cache untouched.
    await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    vi.advanceTimersByTime(1_900);
    expect(await findApiKey(db, key.apiKey), "still cached").toMatchObject({ keyId: key.id });
    vi.advanceTimersByTime(101);
    expect(await findApiKey(db, key.apiKey)).toBeUndefined();
  });

  it("does not find an unknown key, nor another key by its prefix", async () => {
    const key = await createApiKey(db, accountId, "known");
    expect(await findApiKey(db, `${key.apiKey}x`)).toBeUndefined();
    expect(await findApiKey(db, key.apiKey.slice(0, -1))).toBeUndefined();
  });
});
