import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { GET } from "@/app/v1/openapi.json/route";
import { PROBLEM_BASE, rulesCheckedOn, type SemanticRule } from "@/lib/core/semantic-rules";
import { loadV1Routes } from "@/lib/edge/api/v1-routes.testing";
import { TimeZone } from "@/lib/model/targeting/delivery-schema";

interface Operation {
  requestBody?: { content?: Record<string, { example?: string }> };
}

/** "METHOD /v1/path/{id}" of every route handler under app/v1 but the document's own. */
async function routeOperations(): Promise<string[]> {
  return (await loadV1Routes())
    .filter((r) => r.path !== "/v1/openapi.json")
    .flatMap((r) => r.methods.map(([m]) => `${m} ${r.template}`))
    .sort();
}

/** Every `pattern` in a JSON value, with where it is. */
function patternsIn(value: unknown, at = ""): [string, string][] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(key === "pattern" && typeof v === "string" ? [[at, v] as [string, string]] : []),
    ...patternsIn(v, `${at}/${key}`),
  ]);
}

/** Where a pattern has a `[` inside a character class that is not escaped (a nested class to some). */
function nestedClassAt(pattern: string): number | undefined {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "[" && inClass) return i;
    else if (c === "[") inClass = true;
    else if (c === "]" && inClass) inClass = false;
  }
  return undefined;
}

type Def = {
  type: string;
  checks?: { _zod: { def: { check?: string; params?: { rule?: SemanticRule } } } }[];
} & Record<string, unknown>;

/**
 * The semantic rules a zod schema can break, read from the code: its refinements' tags
 * (`ruleParams`) and the schemas domain code checks after parsing (`checkedBy`).
 */
function rulesOf(schema: z.ZodType | undefined, seen = new Set<unknown>()): Set<SemanticRule> {
  const rules = new Set<SemanticRule>();
  if (!schema || seen.has(schema)) return rules;
  seen.add(schema);
  for (const rule of rulesCheckedOn(schema)) rules.add(rule);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (const check of def.checks ?? []) {
    const rule = check._zod.def.params?.rule;
    if (check._zod.def.check === "custom" && rule) rules.add(rule);
  }
  const inner: unknown[] = [
    def.innerType,
    def.element,
    def.in,
    def.out,
    def.left,
    def.right,
    def.valueType,
    def.rest,
    ...(Array.isArray(def.options) ? def.options : []),
    ...(Array.isArray(def.items) ? def.items : []),
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...(typeof def.getter === "function" ? [(def.getter as () => unknown)()] : []),
  ];
  for (const s of inner) {
    if (s && typeof s === "object" && "_zod" in s) {
      for (const rule of rulesOf(s as z.ZodType, seen)) rules.add(rule);
    }
  }
  return rules;
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

  it("has patterns every JSON Schema tool reads alike: ECMA-262 without flags, no nested class, no lookaround", async () => {
    const patterns = patternsIn(await GET().json());
    expect(patterns.length).toBeGreaterThan(20);
    const wrong = patterns.flatMap(([at, p]) => {
      const problems: string[] = [];
      for (const flags of ["", "u"]) {
        try {
          new RegExp(p, flags);
        } catch (error) {
          problems.push(`${at}: ${p} does not compile with flags "${flags}": ${error}`);
        }
      }
      const nested = nestedClassAt(p);
      if (nested !== undefined) problems.push(`${at}: ${p} has an unescaped [ at ${nested}`);
      // Generators (fast-check's stringMatching, randexp, Hypothesis) cannot draw from these.
      if (/\(\?<?[=!]/.test(p)) problems.push(`${at}: ${p} has a lookaround`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it("has patterns Python's re compiles without a warning (Schemathesis, jsonschema)", async (ctx) => {
    const python = await promisify(execFile)("python3", ["--version"]).catch(() => undefined);
    if (!python) ctx.skip();
    const patterns = [...new Set(patternsIn(await GET().json()).map(([, p]) => p))];
    const script =
      "import json, re, sys\nfor p in json.load(sys.stdin):\n    try: re.compile(p)\n    except Exception as e: print(p, e)";
    const child = execFile("python3", ["-W", "error", "-c", script]);
    child.stdin?.end(JSON.stringify(patterns));
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      out += chunk;
    });
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(out).toBe("");
    expect(code).toBe(0);
  });

  it("publishes the time zones as the enum the server checks", async () => {
    const { schemas } = (await GET().json()).components;
    expect(schemas.TimeZone.enum).toEqual(TimeZone.options);
    expect(schemas.TimeZone.enum).toContain("UTC");
    expect(schemas.TimeZone.enum).toContain("Europe/Berlin");
    for (const name of ["CampaignInput", "CampaignPatch", "EstimateRequest", "Campaign"]) {
      const delivery = schemas[name].properties.delivery;
      expect(JSON.stringify(delivery), name).toContain('"$ref":"#/components/schemas/TimeZone"');
    }
    expect(TimeZone.safeParse("Mars/Olympus").success).toBe(false);
  });

  it("gives each CSV upload an example body (the fuzz test sends it)", async () => {
    const doc = await GET().json();
    const csv = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).flatMap(([method, op]) => {
          const media = op.requestBody?.content?.["text/csv"];
          return media ? [[`${method} ${path}`, media.example] as const] : [];
        }),
    );
    expect(csv.map(([op]) => op).sort()).toEqual([
      "post /v1/company-lists",
      "post /v1/contact/import",
      "post /v1/enrichment-jobs",
      "post /v1/enrichment-jobs/preview",
      "post /v1/suppressions/import",
    ]);
    for (const [op, example] of csv) expect(example, op).toMatch(/^[^\n]+\n[^\n]+\n/);
  });

  it("lists on each operation's 400 every rule the schemas its route parses with can break", async () => {
    const doc = await GET().json();
    const wrong: string[] = [];
    for (const route of await loadV1Routes()) {
      for (const [method, handler] of route.methods) {
        const schemas = (handler as { schemas?: { body?: z.ZodType; query?: z.ZodType } }).schemas;
        if (!schemas) continue;
        const derived = [...rulesOf(schemas.body), ...rulesOf(schemas.query)].map(
          (rule) => `${PROBLEM_BASE}${rule}`,
        );
        const listed: string[] =
          doc.paths[route.template]?.[method.toLowerCase()]?.responses["400"]?.content[
            "application/problem+json"
          ].schema.allOf[1].properties.type.enum ?? [];
        const what = `${method} ${route.template}`;
        for (const type of derived) if (!listed.includes(type)) wrong.push(`${what} lacks ${type}`);
        for (const type of listed) {
          if (!type.endsWith("/invalid-request") && !derived.includes(type)) {
            wrong.push(`${what} lists ${type}, which nothing it parses checks`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("documents polling as free and unlimited: no 402, no 429", async () => {
    const poll = (await GET().json()).paths["/v1/contact/enrich"].get;
    expect(Object.keys(poll.responses).sort()).toEqual(["200", "400", "401", "403", "404"]);
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
