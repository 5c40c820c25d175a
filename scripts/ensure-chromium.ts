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
/** The full browser, Debian's `chromium`: what the wizard's benchmark measures a marketer in. */
export const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser the tests drive: CHROMIUM_PATH when set; else the headless shell, or the full
 * Chromium on a machine that has only that.
 */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * Makes sure `binary` is there: Debian's `pkg` is installed when it is missing and we run as
 * root (Playwright cannot download its own browsers here); otherwise we say exactly how.
 */
export function ensureBrowser(binary: string, pkg: string): void {
  if (existsSync(binary)) return;
  if (process.env.CHROMIUM_PATH === binary) {
    console.error(`No browser at CHROMIUM_PATH=${binary}.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${binary}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg, "fonts-dejavu-core"], {
    stdio: "inherit",
    env,
  });
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
}

/**
 * The browser tests' Chromium: CHROMIUM_PATH when set; else the headless shell, installed as
 * root when missing; a user who is not root and has only the full Chromium runs the tests in it.
 */
export function ensureChromium(): void {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) ensureBrowser(chosen, "chromium");
  else if (process.getuid?.() === 0 || existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM))
    ensureBrowser(HEADLESS_SHELL, "chromium-headless-shell");
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
