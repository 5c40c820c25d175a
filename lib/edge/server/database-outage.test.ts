import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { suspectDatabase, watchRequest } from "@/lib/core/sql/database-state";
import { outageInsteadOfServerError } from "./database-outage";

/*
 * What a client gets when a page or route fails on a query before the probe has decided the
 * database is gone: a 503 it can retry after, never Next.js's 500. The handler below stands in
 * for Next.js: it fails the way a render does (the query's error marked in an async turn of its
 * own, then a 500 with its own headers and body).
 */

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(fail: (res: http.ServerResponse) => Promise<void>) {
  server = http.createServer((req, res) =>
    watchRequest((failedOnDatabase) => {
      outageInsteadOfServerError(req, res, failedOnDatabase);
      return fail(res);
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const nextJs500 = (res: http.ServerResponse) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("x-nextjs-cache", "MISS");
  res.statusCode = 500;
  res.write("<html>Internal Server");
  res.end(" Error</html>");
};

describe("a request that fails on the database before the probe decides", () => {
  it("gets a page saying the service is temporarily unavailable, 503 with Retry-After", async () => {
    const base = await serve(async (res) => {
      await new Promise((r) => setTimeout(r, 10));
      await Promise.resolve().then(() => suspectDatabase());
      nextJs500(res);
    });
    const page = await fetch(`${base}/campaigns`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-nextjs-cache")).toBeNull();
    const text = await page.text();
    expect(text).toContain("temporarily unavailable");
    expect(text).not.toContain("Internal Server Error");
  });

  it("gets 503 problem+json on an API path", async () => {
    const base = await serve(async (res) => {
      suspectDatabase();
      res.writeHead(500, { "content-type": "text/plain" }).end("boom");
    });
    const answer = await fetch(`${base}/v1/usage`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answer.json()).toMatchObject({ status: 503, code: "database_unavailable" });
  });

  it("leaves any other 500 a 500, and one request's outage does not mark another", async () => {
    let first = true;
    const base = await serve(async (res) => {
      const failing = first;
      first = false;
      await new Promise((r) => setTimeout(r, failing ? 10 : 100));
      if (failing) suspectDatabase();
      nextJs500(res);
    });
    const [failed, other] = await Promise.all([
      fetch(`${base}/campaigns`),
      (async () => {
        await new Promise((r) => setTimeout(r, 5));
        return fetch(`${base}/lists`);
      })(),
    ]);
    expect(failed.status).toBe(503);
    expect(other.status).toBe(500);
    expect(await other.text()).toBe("<html>Internal Server Error</html>");
  });
});
