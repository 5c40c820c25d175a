import path from "node:path";
import { expect, test } from "@playwright/test";
import { readRouteMethods } from "../lib/edge/server/route-methods";

/*
 * Every route handler of the app as `npm start` serves it, called with every method it does not
 * answer: 405 problem+json with the `Allow` header naming what it does answer (RFC 9110), never
 * an empty 405, a 404 or a 5xx. A client that guessed the method wrong learns the right one.
 */

const routes = readRouteMethods(path.resolve(import.meta.dirname, "../app"));
const CANDIDATES = ["GET", "POST", "PUT", "PATCH", "DELETE"];

test("a method a route does not answer gets 405 problem+json with Allow", async ({ request }) => {
  expect(routes.length).toBeGreaterThan(20);
  let checked = 0;
  for (const route of routes) {
    const url = route.route
      .replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "session")
      .replace(/\[[^\]]+\]/g, "x_123");
    for (const method of CANDIDATES.filter((m) => !route.allow.includes(m))) {
      const res = await request.fetch(url, {
        method,
        headers: { "content-type": "application/json" },
        data: method === "GET" ? undefined : "{}",
      });
      const what = `${method} ${url}`;
      expect(res.status(), what).toBe(405);
      expect(res.headers().allow, what).toBe(route.allow.join(", "));
      expect(res.headers()["content-type"], what).toBe("application/problem+json");
      expect(await res.json(), what).toMatchObject({ status: 405, code: "method_not_allowed" });
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(50);
});

test("HEAD and OPTIONS are answered where GET is, and OPTIONS says Allow", async ({ request }) => {
  const options = await request.fetch("/v1/campaigns/x_123/launch", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("OPTIONS, POST");
  const head = await request.fetch("/v1/campaigns/x_123/launch", { method: "HEAD" });
  expect(head.status()).toBe(405);
  expect(head.headers().allow).toBe("OPTIONS, POST");
});

test("a path with a malformed percent escape gets 400 problem+json, never a 5xx", async ({
  request,
}) => {
  for (const url of [
    "/lists/abc%2",
    "/campaigns/abc%zz",
    "/v1/lists/abc%2/export",
    "/v1/company-lists/abc%2",
    "/v1/campaigns/%E0%A4%A",
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(400);
    expect(res.headers()["content-type"], url).toBe("application/problem+json");
    expect(await res.json(), url).toMatchObject({ status: 400, code: "invalid_request" });
  }
  // A well-formed escape still reaches its route: an id no campaign has is 404 there.
  expect((await request.get("/v1/campaigns/abc%20d")).status()).toBe(404);
});
