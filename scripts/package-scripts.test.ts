import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

// `npm run bench` pointed at a file that was never written: the README's command failed with
// "Cannot find module" and nothing else noticed, since no test runs the benchmarks.
describe("package.json scripts", () => {
  it.each(Object.entries(scripts))("%s runs files that exist", (_name, command) => {
    const files = command.match(/[\w./-]+\.(?:ts|mts|mjs|js)\b/g) ?? [];
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it("every benchmark has an npm script, and `npm run bench` runs them all", () => {
    expect(scripts.bench).toBe("tsx bench/run-all.ts");
    // mix.ts, enrich-app.ts, bench-account.ts, npm-start.ts and cpu.ts are modules of other benchmarks; http.ts
    // measures an app the operator started (its --url), which `npm run bench` cannot start for it;
    // profile-areas.ts reads a CPU profile another benchmark wrote; pause-trace.ts is loaded into
    // a server a benchmark starts (NODE_OPTIONS), never run itself.
    const NOT_RUN_ALONE = [
      "run-all.ts",
      "enrich-app.ts",
      "mix.ts",
      "bench-account.ts",
      "npm-start.ts",
      "cpu.ts",
      "http.ts",
      "profile-areas.ts",
      "pause-trace.ts",
    ];
    const benches = readdirSync(path.join(root, "bench")).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !NOT_RUN_ALONE.includes(f),
    );
    const runAll = readFileSync(path.join(root, "bench/run-all.ts"), "utf8");
    for (const file of benches) {
      expect(Object.values(scripts), file).toContain(`tsx bench/${file}`);
      expect(runAll, file).toContain(`"bench/${file}"`);
    }
  });
});
