import { describe, expect, it } from "vitest";
import { GET } from "@/app/v1/openapi.json/route";
import { loadV1Routes } from "@/lib/api/v1-routes.testing";

/** "METHOD /v1/path/{id}" of every route handler under app/v1 but the document's own. */
async function routeOperations(): Promise<string[]> {
  return (await loadV1Routes())
    .filter((r) => r.path !== "/v1/openapi.json")
    .flatMap((r) => r.methods.map(([m]) => `${m} ${r.template}`))
    .sort();
}

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose references all resolve", async () => {
    const res = GET();
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/v1/contact/details",
      "/v1/contact/enrich",
      "/v1/contact/bulk",
      "/v1/contact/search",
      "/v1/usage",
    ]) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    expect(doc.paths["/v1/contact/bulk"].post.responses["422"]).toBeTruthy();
    expect(doc.paths["/v1/contact/enrich"].get.responses["200"]).toBeTruthy();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    for (const [, name] of refs) expect(doc.components.schemas[name ?? ""], name).toBeTruthy();
  });

  it("documents every route and method of /v1, and nothing else", async () => {
    const doc = await GET().json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .flatMap(([template, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${template}`),
      )
      .sort();
    const routes = await routeOperations();
    expect(routes.length).toBeGreaterThan(20);
    expect(documented).toEqual(routes);
  });

  it("describes the request bodies from the route's own zod schemas", async () => {
    const doc = await GET().json();
    const bulk = doc.components.schemas.BulkRequest;
    expect(bulk.properties.profiles).toMatchObject({ minItems: 1, maxItems: 10 });
    expect(bulk.additionalProperties).toBe(false);
    expect(doc.components.schemas.ProfileInput.anyOf).toHaveLength(5);
    expect(Object.keys(doc.components.schemas.Profile.properties)).toContain("SourceUrl");
  });
});
