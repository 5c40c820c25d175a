import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's Chromium in its headless-shell build (package `chromium-headless-shell`, built from
 * the same source and version as `chromium`): the browser engine without the windowed browser
 * around it, which is what Playwright itself runs for headless tests. The suite's browser tests
 * take about a third less CPU in it than in `/usr/bin/chromium`'s headless mode
 * (docs/testing.md, "CI time").
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

/**
 * The browser the tests drive: CHROMIUM_PATH when set; else the headless shell, or the full
 * Chromium on a machine that has only that.
 */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL) ? HEADLESS_SHELL : FULL;
}

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here).
 * As root we install the headless shell when it is missing; otherwise we say exactly how.
 */
export function ensureChromium(): void {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen ? existsSync(chosen) : existsSync(HEADLESS_SHELL)) return;
  if (process.getuid?.() !== 0) {
    if (!chosen && existsSync(FULL)) return;
    console.error(
      chosen
        ? `No browser at CHROMIUM_PATH=${chosen}.`
        : `Chromium is missing at ${HEADLESS_SHELL}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    process.exit(1);
  }
  if (chosen) {
    console.error(`No browser at CHROMIUM_PATH=${chosen}.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium-headless-shell for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", "chromium-headless-shell", "fonts-dejavu-core"],
    { stdio: "inherit", env },
  );
  if (!existsSync(HEADLESS_SHELL)) {
    console.error(`apt-get finished but ${HEADLESS_SHELL} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
