import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowedMethods, exportedMethods, findRoute, readRouteMethods } from "./route-methods";

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

  it("knows no method for a path no route handler serves (pages, unknown paths)", () => {
    expect(allowedMethods(routes, "/campaigns")).toBeUndefined();
    expect(allowedMethods(routes, "/v1/nothing-here")).toBeUndefined();
    expect(allowedMethods(routes, "/v1/openapiXjson")).toBeUndefined();
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
