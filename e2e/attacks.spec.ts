import { expect, test } from "@playwright/test";
import { adminCreateAccount } from "./admin";
import { uniqueEmail } from "./demo-user";

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
  expect(action.status()).toBeLessThan(500);
});
