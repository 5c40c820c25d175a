import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * Server-side request forgery through webhook URLs, against the real delivery code in a
 * network namespace of its own where only loopback exists (`unshare -n`, as root): whatever
 * the guard lets through can only land on the probe's own catch-all receiver, never on another
 * host. Names that resolve to loopback use an injected resolver, so no DNS query leaves either.
 */

const run = promisify(execFile);

interface Outcome {
  target: string;
  refusedAtSubmission?: boolean;
  statusCode: number | null;
  blocked: boolean;
  error: string | null;
}

describe("SSRF through webhook targets, in a loopback-only network namespace", () => {
  it("reaches no internal address: literal, encoded, resolved or redirected", async () => {
    const tsx = path.resolve("node_modules/.bin/tsx");
    const { stdout } = await run(
      "unshare",
      [
        "-n",
        "sh",
        "-c",
        'ip link set lo up && exec "$0" lib/engines/webhooks/testing/ssrf-probe.ts',
        tsx,
      ],
      {
        timeout: 60_000,
        env: {
          ...process.env,
          WEBHOOK_ALLOW_PRIVATE: "false",
          WEBHOOK_ALLOW_HOSTS: "",
          DATABASE_URL: "",
        },
      },
    );
    const report = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
      results: Outcome[];
      redirects: Outcome[];
      hits: string[];
    };
    expect(report.results).toHaveLength(13);
    for (const r of report.results) {
      expect(r.blocked, `${r.target}: ${r.error}`).toBe(true);
      expect(r.statusCode, r.target).toBeNull();
    }
    // Literals and local names are refused when the URL is given; names that only resolve to
    // loopback (rebinding) are refused when delivering.
    expect(
      report.results.filter((r) => !r.refusedAtSubmission).map((r) => new URL(r.target).hostname),
    ).toEqual(["loopback.attacker.example", "v6.attacker.example"]);
    // The allowed receiver's redirects to loopback are not followed.
    expect(report.redirects.map((r) => r.statusCode)).toEqual([302, 302]);
    expect(report.hits).toEqual([]);
  });
});
