import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import fc from "fast-check";
import { readActionPages, readRouteMethods } from "../lib/edge/server/route-methods";
import { adminCreateAccount } from "./admin";
import { signIn, uniqueEmail } from "./demo-user";

/*
 * The attacks against the app as `npm start` serves it, over HTTP: forged cross-site
 * calls with the session cookie (to /v1, to server actions, to sign-in), oversized bodies.
 * Every answer is a refusal, none is a 5xx.
 */

const EVIL = "https://evil.example";

test("a cross-site text/plain call to /v1 with the session cookie is refused and changes nothing", async ({
  page,
}) => {
  const before = await (await page.request.get("/v1/campaigns")).json();
  const res = await page.request.post("/v1/campaigns", {
    headers: { "content-type": "text/plain", origin: EVIL },
    data: JSON.stringify({ name: "Planted by evil.example" }),
  });
  expect(res.status()).toBe(403);
  expect(res.headers()["content-type"]).toBe("application/problem+json");
  expect(((await res.json()) as { code: string }).code).toBe("forbidden");
  expect(await (await page.request.get("/v1/campaigns")).json()).toEqual(before);

  const estimate = await page.request.post("/v1/estimate", {
    headers: { "content-type": "text/plain", origin: EVIL },
    data: JSON.stringify({ filters: {} }),
  });
  expect(estimate.status()).toBe(403);
});

test("server actions and sign-in posted by another site are refused with 403, not a 500", async ({
  page,
  baseURL,
}) => {
  const forged: Record<string, string>[] = [
    { origin: EVIL },
    { "sec-fetch-site": "cross-site", origin: EVIL },
    { "sec-fetch-site": "same-site" },
  ];
  for (const headers of forged) {
    const action = await page.request.post("/settings/api-keys", {
      headers: { "next-action": "0".repeat(42), "content-type": "text/plain", ...headers },
      data: '["stolen"]',
    });
    expect(action.status(), JSON.stringify(headers)).toBe(403);
    const signIn = await page.request.post("/api/auth/callback/credentials", {
      headers,
      form: { email: "demo@leadwise.local", password: "guess" },
    });
    expect(signIn.status(), JSON.stringify(headers)).toBe(403);
  }
  // From the app's own origin (a browser without Fetch Metadata) the same request reaches Next.
  const own = await page.request.post("/settings/api-keys", {
    headers: { "next-action": "0".repeat(42), "content-type": "text/plain", origin: baseURL ?? "" },
    data: '["x"]',
  });
  expect(own.status()).not.toBe(403);
  expect(own.status()).toBeLessThan(500);
});

test("a real server action forged by another site does not run; from the app it does", async ({
  page,
  baseURL,
}) => {
  const webhooks = async () => (await page.request.get("/settings/webhooks")).text();
  const secretIn = (html: string) => /whsec_[A-Za-z0-9+/=]+/.exec(html)?.[0];
  const html = await webhooks();
  // "Rotate secret" is a server action: its id is in the page, in the form's hidden fields (the
  // field's name, or, for a form with useActionState, the JSON of its bound action).
  const found = /name="\$ACTION_ID_([0-9a-f]+)"|&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html);
  const actionId = found?.[1] ?? found?.[2];
  expect(actionId).toBeTruthy();
  const secret = secretIn(html);
  expect(secret).toBeTruthy();
  const rotate = (headers: Record<string, string>) =>
    page.request.post("/settings/webhooks", {
      headers: {
        "next-action": actionId ?? "",
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
      data: "[]",
    });

  expect((await rotate({ origin: EVIL, "sec-fetch-site": "cross-site" })).status()).toBe(403);
  expect((await rotate({ origin: EVIL })).status()).toBe(403);
  expect(secretIn(await webhooks())).toBe(secret);

  const own = await rotate({ origin: baseURL ?? "", "sec-fetch-site": "same-origin" });
  expect(own.status()).toBeLessThan(400);
  expect(secretIn(await webhooks())).not.toBe(secret);
});

test("oversized bodies answer 413, never a 5xx", async ({ page, playwright, baseURL }) => {
  const { apiKey } = await adminCreateAccount(uniqueEmail("bodies"), "a long password");
  const api = await playwright.request.newContext({ baseURL });
  const big = JSON.stringify({ filters: {}, pad: "x".repeat(5_000_000) });
  const res = await api.post("/v1/estimate", {
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    data: big,
  });
  expect(res.status()).toBe(413);
  expect(((await res.json()) as { code: string }).code).toBe("payload_too_large");
  const deep = await api.post("/v1/estimate", {
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    data: `${"[".repeat(200_000)}${"]".repeat(200_000)}`,
  });
  expect(deep.status()).toBe(400);
  await api.dispose();
  const action = await page.request.post("/settings/api-keys", {
    headers: { "next-action": "0".repeat(42), "content-type": "text/plain" },
    data: big,
  });
  expect(action.status()).toBe(413);
});

const distDir = path.resolve(import.meta.dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
const routes = readRouteMethods(
  path.resolve(import.meta.dirname, "../app"),
  readActionPages(distDir),
);

/** Every server action of the build, with a page it is posted to (Next.js's manifest). */
function builtActions(): { id: string; name: string; page: string }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };
  return Object.entries(manifest.node).map(([id, action]) => {
    const worker = Object.keys(action.workers)[0] ?? "";
    const page = `/${worker
      .replace(/^app\//, "")
      .replace(/\/?page$/, "")
      .split("/")
      .filter((s) => s && !/^\(.*\)$/.test(s))
      .join("/")}`.replace(/\[[^\]]+\]/g, "x_123");
    return { id, name: action.exportedName ?? id, page };
  });
}

/** A fresh account signed in, so that hostile actions change no one else's data or session. */
async function signedInAccount(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  const { apiKey } = await adminCreateAccount(email, "a long password");
  await signIn(page, email, "a long password");
  return apiKey;
}

/** A server action's answer: below 500, and no internal error inside its 200 either. */
async function expectNoServerError(
  res: Awaited<ReturnType<Page["request"]["post"]>>,
  what: string,
) {
  expect(res.status(), what).toBeLessThan(500);
  expect(await res.text(), what).not.toMatch(/"status":5\d\d/);
}

test("random bytes, NUL, 10 MB and deep bodies at every server action: 0 answers >= 500", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signedInAccount(page, "action-fuzz");
  const actions = builtActions();
  expect(actions.length).toBeGreaterThan(15);
  const post = (action: { id: string; page: string }, data: string | Buffer) =>
    page.request.post(action.page, {
      headers: {
        "next-action": action.id,
        "content-type": "text/plain;charset=UTF-8",
        origin: baseURL ?? "",
        "sec-fetch-site": "same-origin",
      },
      data,
      maxRedirects: 0,
    });
  const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
  // Sign-out-everywhere last: it ends this session, after which actions only redirect.
  const ordered = [...actions].sort(
    (a, b) =>
      Number(a.name === "signOutEverywhereAction") - Number(b.name === "signOutEverywhereAction"),
  );
  for (const action of ordered) {
    const what = `${action.name} at ${action.page}`;
    expect((await post(action, "x".repeat(10_000_000))).status(), what).toBe(413);
    expect((await post(action, deep)).status(), what).toBe(400);
    for (const body of [
      '["\\u0000"]',
      '["c\\u0000","\\u0000"]',
      JSON.stringify(["z".repeat(5000), "z".repeat(5000)]),
      "[{},[]]",
      '[{"name":"\\u0000","email":"a\\u0000@example.com"}]',
      // React's references to other chunks, with none sent.
      '["$K1"]',
      '["$Q2","$@3"]',
      '["$B4","$T","$F5"]',
      "\u0000",
    ]) {
      await expectNoServerError(await post(action, body), `${what} ${body.slice(0, 40)}`);
    }
    // The same with multipart form data, as React sends arguments holding files or forms.
    const multipart = await page.request.post(action.page, {
      headers: {
        "next-action": action.id,
        origin: baseURL ?? "",
        "sec-fetch-site": "same-origin",
      },
      multipart: { "0": "not json", "1_id": "\u0000", "1_name": "z".repeat(5000) },
      maxRedirects: 0,
    });
    await expectNoServerError(multipart, `${what} multipart`);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
          fc
            .array(
              fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.jsonValue({ maxDepth: 3 })),
              { maxLength: 3 },
            )
            .map((a) => JSON.stringify(a)),
        ),
        async (body) => expectNoServerError(await post(action, body), `${what} random`),
      ),
      { numRuns: 8, seed: 20261128 },
    );
  }
  await context.close();
});

test("random bytes, NUL and malformed ids at every route and page: 0 answers >= 500", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const apiKey = await signedInAccount(page, "route-fuzz");
  const api = await playwright.request.newContext({ baseURL });
  const segment = fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent),
    fc.string({ maxLength: 10 }).map((s) => `${encodeURIComponent(s)}%00`),
    fc.integer({ min: 90, max: 3000 }).map((n) => "a".repeat(n)),
  );
  for (const route of routes) {
    if (route.route.startsWith("/api/auth")) continue;
    const methods = route.allow.filter((m) => m !== "HEAD" && m !== "OPTIONS");
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(segment, fc.constantFrom(...methods), fc.uint8Array({ maxLength: 500 })),
        async ([id, method, bytes]) => {
          const url = route.route.replace(/\[[^\]]+\]/g, id);
          const hasBody = method !== "GET" && method !== "DELETE";
          const client = route.kind === "page" ? page.request : api;
          const res = await client.fetch(url, {
            method,
            headers: {
              authorization: `Bearer ${apiKey}`,
              "content-type": "application/json",
              origin: baseURL ?? "",
              "sec-fetch-site": "same-origin",
            },
            data: hasBody ? Buffer.from(bytes) : undefined,
            maxRedirects: 0,
          });
          expect(res.status(), `${method} ${url.slice(0, 80)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 10, seed: 20261128 },
    );
  }
  await api.dispose();
  await context.close();
});
