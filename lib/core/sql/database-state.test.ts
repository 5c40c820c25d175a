import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-state";

describe("isDatabaseUnavailable", () => {
  it("counts a standby's read-only refusal (a failover in progress) as an outage", () => {
    // What postgres.js throws when a write reaches a demoted primary, wrapped as Drizzle does.
    const readOnly = Object.assign(new Error("cannot execute INSERT in a read-only transaction"), {
      code: "25006",
    });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: readOnly }))).toBe(true);
  });

  it("leaves other database errors to the 500 path", () => {
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: unique }))).toBe(false);
  });
});
