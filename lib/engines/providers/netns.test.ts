import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * Runs the provider and verification tests (`*.netns.ts`, vitest.netns.config.ts) in a network
 * namespace of their own where only loopback exists (`unshare -n`, as root): the simulators and
 * the test PostgreSQL live inside it, and whatever the product calls can reach nothing else.
 */

const run = promisify(execFile);

describe("providers and verification, in a loopback-only network namespace", () => {
  it("pass", { timeout: 600_000 }, async () => {
    const vitest = path.resolve("node_modules/.bin/vitest");
    const result = await run(
      "unshare",
      [
        "-n",
        "sh",
        "-c",
        'ip link set lo up && exec "$0" run --config vitest.netns.config.ts --reporter=dot',
        vitest,
      ],
      {
        timeout: 580_000,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, DATABASE_URL: "", NO_COLOR: "1" },
      },
    ).catch((err: { stdout?: string; stderr?: string; code?: number }) => err);
    const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
    expect("code" in result ? result.code : 0, output).toBe(0);
    expect(output).toMatch(/Tests\s+\d+ passed/);
  });
});
