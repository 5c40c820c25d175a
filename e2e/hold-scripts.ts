import type { Page } from "@playwright/test";

/**
 * Holds back the page's scripts (Next.js's chunks) until the returned function is called: the
 * page is then the server's HTML alone, as a slow connection shows it before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    await scripts;
    await route.continue();
  });
  return release;
}
