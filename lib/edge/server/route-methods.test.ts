import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  allowedMethods,
  exportedMethods,
  findRoute,
  readActionPages,
  readPublicFiles,
  readRouteMethods,
} from "./route-methods";

const routes = readRouteMethods(path.resolve(import.meta.dirname, "../../../app"));

describe("the methods each route answers, read from app/", () => {
  it("names what a route exports, HEAD with GET and OPTIONS always", () => {
    expect(allowedMethods(routes, "/v1/campaigns/c_123/launch")).toEqual(["OPTIONS", "POST"]);
    expect(allowedMethods(routes, "/v1/campaigns/c_123")).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
      "PATCH",
    ]);
    expect(allowedMethods(routes, "/v1/contact/enrich")).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
      "POST",
    ]);
    expect(allowedMethods(routes, "/v1/openapi.json")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("names a route's dynamic segments; a dot is a dot", () => {
    expect(findRoute(routes, "/v1/campaigns/c_1/launch")).toMatchObject({
      route: { route: "/v1/campaigns/[id]/launch" },
      params: { id: "c_1" },
    });
    expect(findRoute(routes, "/v1/openapiXjson")).toBeUndefined();
    expect(findRoute(routes, "/api/auth/callback/credentials")?.params).toEqual({});
  });

  it("prefers a static segment over a dynamic one, as Next.js routes", () => {
    expect(allowedMethods(routes, "/v1/campaigns/templates")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("reads next-auth's catch-all route and its re-exports", () => {
    expect(allowedMethods(routes, "/api/auth/callback/credentials")).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
      "POST",
    ]);
  });

  it("knows no method for a path nothing serves", () => {
    expect(allowedMethods(routes, "/v1/nothing-here")).toBeUndefined();
    expect(allowedMethods(routes, "/v1/openapiXjson")).toBeUndefined();
    expect(allowedMethods(routes, "/campaigns/c_1/nothing")).toBeUndefined();
  });

  it("names a page's methods: GET and HEAD, POST only where the build has actions for it", () => {
    const built = readRouteMethods(
      path.resolve(import.meta.dirname, "../../../app"),
      new Set(["/settings/api-keys", "/lists/[id]"]),
    );
    expect(findRoute(built, "/campaigns")?.route).toMatchObject({
      route: "/campaigns",
      kind: "page",
      allow: ["GET", "HEAD", "OPTIONS"],
    });
    expect(allowedMethods(built, "/settings/api-keys")).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    expect(findRoute(built, "/lists/l_1")).toMatchObject({
      route: { route: "/lists/[id]", allow: ["GET", "HEAD", "OPTIONS", "POST"] },
      params: { id: "l_1" },
    });
    expect(allowedMethods(built, "/")).toEqual(["GET", "HEAD", "OPTIONS"]);
    // A static segment wins over the dynamic one beside it.
    expect(findRoute(built, "/campaigns/new")?.route.route).toBe("/campaigns/new");
  });

  it("lets every page take POSTs when there is no build to say which have actions", () => {
    expect(allowedMethods(routes, "/campaigns")).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
  });

  it("reads the pages with actions from the build's manifest, route groups left out", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "action-pages-"));
    expect(readActionPages(dist)).toBeUndefined();
    mkdirSync(path.join(dist, "server"));
    writeFileSync(
      path.join(dist, "server", "server-reference-manifest.json"),
      JSON.stringify({
        node: {
          a1: {
            workers: { "app/(app)/settings/api-keys/page": {}, "app/(auth)/sign-up/page": {} },
          },
          a2: { workers: { "app/(app)/lists/[id]/page": {}, "app/page": {} } },
        },
      }),
    );
    expect([...(readActionPages(dist) ?? [])].sort()).toEqual([
      "/",
      "/lists/[id]",
      "/settings/api-keys",
      "/sign-up",
    ]);
  });

  it("lists the public folder's files by the path they are served at", () => {
    const files = readPublicFiles(path.resolve(import.meta.dirname, "../../../public"));
    expect(files.has("/robots.txt")).toBe(true);
    expect(readPublicFiles("/nonexistent-folder").size).toBe(0);
  });

  it("parses the export forms route files use", () => {
    expect(exportedMethods("export const POST = withApi({}, f);")).toEqual(["OPTIONS", "POST"]);
    expect(exportedMethods("export async function DELETE(req) {}")).toEqual(["DELETE", "OPTIONS"]);
    expect(exportedMethods("export { handler as GET, POST };")).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
      "POST",
    ]);
    expect(exportedMethods('export const dynamic = "force-dynamic";')).toEqual(["OPTIONS"]);
  });
});
