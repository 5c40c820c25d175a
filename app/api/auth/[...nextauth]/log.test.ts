import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { authOptions } from "@/lib/edge/auth/options";

/*
 * next-auth's `_log` action writes whatever a request's body says into the server's log, at the
 * level the body names. The route answers it without logging, so nobody can write lines into
 * the server's log from outside; and what next-auth itself logs keeps its shape.
 */

const captured = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("@/lib/core/logger", async (importOriginal) =>
  (await import("@/lib/core/captured-logs.testing")).loggerInto(captured.lines, importOriginal),
);

beforeEach(() => {
  captured.lines.length = 0;
});

const ctx = (action: string) => ({ params: Promise.resolve({ nextauth: [action] }) });

describe("next-auth's log endpoint", () => {
  it("answers a posted log line and writes nothing to the server's log", async () => {
    for (const level of ["error", "warn", "debug"]) {
      const body = new URLSearchParams({ level, code: "WRITTEN_FROM_OUTSIDE", message: "x" });
      const response = await POST(
        new Request("http://127.0.0.1/api/auth/_log", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        }),
        ctx("_log"),
      );
      expect(response.status).toBe(204);
    }
    expect(captured.lines.join("")).not.toContain("WRITTEN_FROM_OUTSIDE");
  });

  it("logs next-auth's own errors whole, and a non-Error as text rather than its letters", () => {
    const error = authOptions.logger?.error;
    if (!error) throw new Error("no next-auth logger");
    error("SOME_CODE", new Error("a real failure"));
    error("OTHER_CODE", { error: "[object Object]" } as unknown as Error);
    const [first, second] = captured.lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ code: "SOME_CODE", err: { message: "a real failure" } });
    expect(second).toMatchObject({ code: "OTHER_CODE", detail: "[object Object]" });
    expect(second.err).toBeUndefined();
  });
});
