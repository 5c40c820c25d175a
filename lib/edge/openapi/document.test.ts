import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/v1/openapi.json/route";
import { loadV1Routes } from "@/lib/edge/api/v1-routes.testing";

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

  it("names every operation and describes every tag, its license and its contact", async () => {
    const doc = await GET().json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((op) => op.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.info.contact.email).toMatch(/@/);
  });

  it("states the closed value sets as the server checks them", async () => {
    const { schemas } = (await GET().json()).components;
    const targeting = schemas.Targeting.properties;
    expect(targeting.seniorities).toMatchObject({ maxItems: 11, uniqueItems: true });
    expect(targeting.seniorities.items.enum).toHaveLength(11);
    expect(targeting.locations.properties.continents.items.enum).toContain("Europe");
    const delivery = schemas.CampaignInput.properties.delivery.properties;
    expect(delivery.days).toMatchObject({ maxItems: 7, uniqueItems: true });
    expect(delivery.window.description).toContain("window-order");
    expect(schemas.CampaignInput.properties.templateId.enum).toContain(
      "saas-founders-north-america",
    );
    expect(schemas.CampaignInput.properties.name).toMatchObject({ maxLength: 120, pattern: "\\S" });
  });

  it("documents polling as free and unlimited: no 402, no 429", async () => {
    const poll = (await GET().json()).paths["/v1/contact/enrich"].get;
    expect(Object.keys(poll.responses).sort()).toEqual(["200", "400", "401", "404"]);
    expect(poll.description).toMatch(/never rate-limited/);
  });

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      await writeFile(file, await GET().text());
      const cli = path.resolve("node_modules/.bin/redocly");
      // Redocly exits 1 on errors; the JSON report is on stdout either way.
      const { stdout } = await promisify(execFile)(cli, ["lint", "--format=json", file], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
