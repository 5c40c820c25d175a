import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { fixedClock } from "@/lib/core/clock";
import { TooManyAttempts } from "@/lib/core/errors";
import { createAccount } from "./create-account";
import { SIGN_IN_ADDRESS_MAX, signInWithPassword } from "./sign-in";
import { signUp } from "./sign-up";
import { expireAttempts } from "./throttle";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
const clock = fixedClock("2026-11-25T08:00:00Z");
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  ({ db } = await createTestDb());
});

async function account(email: string) {
  return createAccount(db, { email, password: PASSWORD, plan: "free" });
}

/** The outcome of one sign-in: the user's id, "wrong", or "throttled" (with Retry-After). */
async function attempt(email: string, password: string, address = "198.51.100.7") {
  try {
    const user = await signInWithPassword(db, { email, password, address }, clock);
    return user ? user.id : "wrong";
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      return "throttled";
    }
    throw error;
  }
}

describe("sign-in throttling", () => {
  it("stops 30 wrong passwords for one account after 10, refuses the right one, spares others", async () => {
    const victim = await account("victim@example.com");
    const bystander = await account("bystander@example.com");
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      outcomes.push(await attempt("victim@example.com", `guess-${i}`));
      clock.advance(1000);
    }
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill("wrong"));
    expect(outcomes.slice(10)).toEqual(Array(20).fill("throttled"));
    expect(await attempt("victim@example.com", PASSWORD)).toBe("throttled");
    // Another account, from the same address, is not held up.
    expect(await attempt("bystander@example.com", PASSWORD)).toBe(bystander.userId);

    // The owner hears of it once.
    const notices = await db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "sign-in-throttled"));
    expect(notices).toHaveLength(1);

    // The window slides: once the failures are 15 minutes old, the right password works again,
    // and it clears the account's count.
    clock.advance(15 * 60_000);
    expect(await attempt("victim@example.com", PASSWORD)).toBe(victim.userId);
    for (let i = 0; i < 9; i++) expect(await attempt("victim@example.com", "nope")).toBe("wrong");
    expect(await attempt("victim@example.com", PASSWORD)).toBe(victim.userId);
  });

  it("lets no more than 10 concurrent guesses through", async () => {
    await account("raced@example.com");
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt("raced@example.com", `guess-${i}`)),
    );
    expect(outcomes.filter((o) => o === "wrong").length).toBeLessThanOrEqual(10);
    expect(outcomes.filter((o) => o === "throttled").length).toBeGreaterThanOrEqual(15);
  });

  it("throttles one client address across accounts (credential stuffing)", async () => {
    clock.advance(60 * 60_000);
    const stuffer = "203.0.113.99";
    const outcomes: string[] = [];
    for (let i = 0; i <= SIGN_IN_ADDRESS_MAX; i++) {
      outcomes.push(await attempt(`nobody-${i}@example.com`, "123456", stuffer));
    }
    expect(outcomes.slice(0, SIGN_IN_ADDRESS_MAX).every((o) => o === "wrong")).toBe(true);
    expect(outcomes.at(-1)).toBe("throttled");
    const known = await account("stuffed@example.com");
    expect(await attempt("stuffed@example.com", PASSWORD, stuffer)).toBe("throttled");
    expect(await attempt("stuffed@example.com", PASSWORD, "192.0.2.1")).toBe(known.userId);
  });

  it("spends as much work on an unknown e-mail as on a known one", async () => {
    clock.advance(60 * 60_000);
    await account("timed@example.com");
    // CPU time of this process (argon2 runs on its threads), not wall time: what an attacker
    // times is the hash verification, and CPU time does not stretch when the machine is busy.
    const work = async (email: string) => {
      const before = process.cpuUsage();
      await attempt(email, "wrong password", "192.0.2.50");
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await work("timed@example.com"));
      unknown.push(await work(`ghost-${i}@example.com`));
    }
    // Without the stand-in hash an unknown e-mail costs about a millisecond, a known one a full
    // argon2 verification (tens of milliseconds). The least of each, as whatever else the
    // process does (a collection, a busy neighbour slowing the memory-hard hash) only adds.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.6);
    expect(Math.min(...known)).toBeGreaterThan(Math.min(...unknown) * 0.6);
  });
});

describe("sign-up throttling", () => {
  it("allows 20 sign-ups an hour from one address, and 5 tries per e-mail", async () => {
    clock.advance(2 * 60 * 60_000);
    const from = "198.51.100.200";
    const results: string[] = [];
    for (let i = 0; i < 21; i++) {
      try {
        await signUp(
          db,
          { name: "Farm", email: `farm-${i}@example.com`, password: PASSWORD, address: from },
          clock,
        );
        results.push("answered");
      } catch (error) {
        results.push(error instanceof TooManyAttempts ? "throttled" : String(error));
      }
    }
    expect(results.slice(0, 20)).toEqual(Array(20).fill("answered"));
    expect(results[20]).toBe("throttled");

    const tries: string[] = [];
    for (let i = 0; i < 6; i++) {
      try {
        await signUp(
          db,
          {
            name: "Taken",
            email: "farm-0@example.com",
            password: PASSWORD,
            address: `192.0.2.${i}`,
          },
          clock,
        );
        tries.push("answered");
      } catch (error) {
        tries.push(error instanceof TooManyAttempts ? "throttled" : String(error));
      }
    }
    // The first sign-up of farm-0 was the e-mail's first of five.
    expect(tries).toEqual([
      "answered",
      "answered",
      "answered",
      "answered",
      "throttled",
      "throttled",
    ]);
  });
});

describe("expired attempts", () => {
  it("are deleted once no window can count them, and recent ones are kept", async () => {
    const count = async () =>
      Number((await db.execute<{ n: string }>(sql`select count(*) as n from auth_attempts`))[0]?.n);
    clock.advance(2 * 60 * 60_000);
    await attempt("fresh@example.com", "nope", "192.0.2.99");
    const before = await count();
    expect(before).toBeGreaterThan(2);
    expect(await expireAttempts(db, clock.now())).toBe(before - 2);
    expect(await count()).toBe(2);
  });
});
