import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readActionPages, readRouteMethods } from "../lib/edge/server/route-methods";

/*
 * Every route handler, page and static file of the app as `npm start` serves it, called with
 * every method it does not answer: 405 problem+json with the `Allow` header naming what it does
 * answer (RFC 9110), never an empty 405, a 404, the page itself or a 5xx. A client that guessed
 * the method wrong learns the right one.
 */

const distDir = path.resolve(import.meta.dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
const routes = readRouteMethods(
  path.resolve(import.meta.dirname, "../app"),
  readActionPages(distDir),
);
const CANDIDATES = ["GET", "POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"];
const READ_ONLY = "GET, HEAD, OPTIONS";

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
        data: ["POST", "PUT", "PATCH", "DELETE"].includes(method) ? "{}" : undefined,
      });
      const what = `${method} ${url}`;
      expect(res.status(), what).toBe(405);
      expect(res.headers().allow, what).toBe(route.allow.join(", "));
      expect(res.headers()["content-type"], what).toBe("application/problem+json");
      expect(await res.json(), what).toMatchObject({ status: 405, code: "method_not_allowed" });
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(150);
  expect(routes.filter((r) => r.kind === "page").length).toBeGreaterThan(20);
});

test("a page answers OPTIONS 204 with Allow, POST only where it has server actions", async ({
  request,
}) => {
  const signIn = await request.fetch("/sign-in", { method: "OPTIONS" });
  expect(signIn.status()).toBe(204);
  expect(signIn.headers().allow).toBe(READ_ONLY);
  // Sign-up's form is a server action, which Next.js receives as a POST to the page's path.
  const signUp = await request.fetch("/sign-up", { method: "OPTIONS" });
  expect(signUp.headers().allow).toBe("GET, HEAD, OPTIONS, POST");
  const trace = await request.fetch("/campaigns/x_123", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["content-type"]).toBe("application/problem+json");
});

test("static files answer GET and HEAD; any other method 405 with Allow", async ({ request }) => {
  const html = await (await request.get("/sign-in")).text();
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  const publicFiles = readdirSync(path.resolve(import.meta.dirname, "../public")).map(
    (f) => `/${f}`,
  );
  for (const url of [chunk ?? "", ...publicFiles]) {
    expect((await request.get(url)).status(), url).toBe(200);
    expect((await request.head(url)).status(), url).toBe(200);
    const options = await request.fetch(url, { method: "OPTIONS" });
    expect(options.status(), url).toBe(204);
    expect(options.headers().allow, url).toBe(READ_ONLY);
    for (const method of ["POST", "PUT", "DELETE", "TRACE", "PROPFIND"]) {
      const res = await request.fetch(url, { method, data: method === "POST" ? "x" : undefined });
      expect(res.status(), `${method} ${url}`).toBe(405);
      expect(res.headers().allow, `${method} ${url}`).toBe(READ_ONLY);
    }
  }
});

test("a path nothing serves answers 404 to any method, never a 5xx", async ({ request }) => {
  for (const method of ["PUT", "DELETE", "TRACE", "PROPFIND", "OPTIONS", "POST"]) {
    const res = await request.fetch("/no-such-page/here", { method });
    expect(res.status(), method).toBe(404);
  }
  expect((await request.get("/no-such-page/here")).status()).toBe(404);
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

test("a path id of a form no id has answers 404 problem+json on pages and routes", async ({
  request,
}) => {
  for (const id of ["%00", "a%00b", "x".repeat(101), "%C3%A9", "%F0%9F%98%80"]) {
    for (const url of [
      `/campaigns/${id}`,
      `/campaigns/${id}/edit`,
      `/lists/${id}`,
      `/requests/${id}`,
      `/v1/campaigns/${id}`,
      `/v1/campaigns/${id}/leads`,
      `/v1/campaigns/${id}/checklist`,
      `/v1/lists/${id}`,
      `/v1/lists/${id}/export`,
      `/v1/company-lists/${id}`,
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(404);
      expect(res.headers()["content-type"], url).toBe("application/problem+json");
    }
  }
});
