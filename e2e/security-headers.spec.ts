import http from "node:http";
import { expect, type Page, test } from "@playwright/test";

/*
 * What a browser is told on every answer, and that the app still works under it: the pages'
 * scripts run with the request's nonce only, nothing may frame the app, and an injected inline
 * handler does not run.
 */

const PATHS = ["/", "/sign-in", "/campaigns/new", "/docs", "/v1/usage"];

function expectHeaders(headers: Record<string, string>, what: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["permissions-policy"], what).toContain("camera=()");
}

test("every page and API answer carries the security headers", async ({ page }) => {
  for (const path of PATHS) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
    const headers = res.headers();
    expectHeaders(headers, path);
    // Plain HTTP here: HSTS would be ignored by browsers and is not sent.
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  const pageCsp = async () =>
    (await page.request.get("/sign-in")).headers()["content-security-policy"] ?? "";
  const [first, second] = [await pageCsp(), await pageCsp()];
  expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(first, "a fresh nonce per page").not.toBe(second);

  // A client's own X-Forwarded-Proto proves nothing: the edge replaces it.
  const forged = await page.request.get("/sign-in", { headers: { "x-forwarded-proto": "https" } });
  expect(forged.headers()["strict-transport-security"]).toBeUndefined();

  // Answered by the Node server before Next.js sees the request (the 503s of a start, a stop
  // or a database outage are checked in lib/edge/server/graceful-server.test.ts).
  const notAllowed = await page.request.delete("/v1/usage");
  expect(notAllowed.status()).toBe(405);
  expectHeaders(notAllowed.headers(), "405 from the server");
  const live = await page.request.get("/healthz/live");
  expectHeaders(live.headers(), "liveness from the server");
});

/** A GET sent from `localAddress` (a loopback address of its own), as a proxy there would. */
function getFrom(
  baseURL: string,
  localAddress: string,
  path: string,
  headers: Record<string, string>,
): Promise<http.IncomingMessage> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: hostname, port, path, headers, localAddress }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    });
    req.on("error", reject);
  });
}

test("a trusted proxy saying https gets HSTS and Secure cookies; a client saying so gets neither", async ({
  baseURL,
}) => {
  // playwright.config.ts names 127.0.0.2 in TRUSTED_PROXIES: a stand-in for a TLS proxy.
  const base = baseURL ?? "";
  const viaProxy = await getFrom(base, "127.0.0.2", "/api/auth/csrf", {
    "x-forwarded-proto": "https",
  });
  expect(viaProxy.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  const cookies = viaProxy.headers["set-cookie"] ?? [];
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/^__(Host|Secure)-.*;\s*Secure/i);

  const direct = await getFrom(base, "127.0.0.1", "/api/auth/csrf", {
    "x-forwarded-proto": "https",
  });
  expect(direct.headers["strict-transport-security"]).toBeUndefined();
  for (const cookie of direct.headers["set-cookie"] ?? []) {
    expect(cookie).toMatch(/^next-auth\./);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  }
});

test("API answers go out uncompressed, pages gzipped", async ({ page }) => {
  // scripts/web.ts: Next.js would gzip every API answer, whatever its size (docs/api-contract.md).
  const gzip = { "accept-encoding": "gzip, deflate" };
  const api = await page.request.get("/v1/usage", { headers: gzip });
  expect(api.status()).toBe(200);
  expect(api.headers()["content-encoding"]).toBeUndefined();
  const signIn = await page.request.get("/sign-in", { headers: gzip });
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()["content-encoding"]).toBe("gzip");
});

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? []);
}

test("pages run under the policy without a violation, and injected inline code does not run", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto("/campaigns/new");
  // Hydrated: the wizard's scripts save the draft and move to the next step.
  await page.getByLabel("Campaign name").fill(`CSP ${Date.now()}`);
  await page.getByRole("button", { name: /Quick Start/ }).click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit\?step=quick-start/);
  expect(await violations()).toEqual([]);

  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  const ran = await page.evaluate(async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<img src="data:," onload="window.__injected = true" onerror="window.__injected = true">',
    );
    await new Promise((r) => setTimeout(r, 300));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});

test("another site cannot frame the app", async ({ page, baseURL }) => {
  // The browser fetches the page and refuses to show it inside another page's frame: the frame
  // ends on Chromium's error page, never on the sign-in form.
  const fetched = page.waitForResponse((r) => r.url() === `${baseURL}/sign-in`);
  await page.setContent(`<iframe id="f" src="${baseURL}/sign-in"></iframe>`);
  expect((await fetched).status()).toBe(200);
  const framed = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
  const frame = framed();
  expect(frame).toBeDefined();
  expect(await frame?.getByRole("button", { name: "Sign in" }).count()).toBe(0);
});
