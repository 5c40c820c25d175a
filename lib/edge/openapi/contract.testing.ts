import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import type { Handler, V1Route } from "@/lib/edge/api/v1-routes.testing";

/*
 * The contract test's tools, kept apart from the test so a test of the test can run them against
 * a document made to disagree with the server: a fetch that dispatches to the route handlers, a
 * judge of answers by the document alone (ajv), and request bodies drawn from the document's
 * own schemas (fast-check).
 */

type Schema = Record<string, unknown>;
export interface Doc {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

const DOC_ID = "https://leadwise.dev/v1/openapi.json";
const PROBLEM_JSON = "application/problem+json";

/** A fetch for openapi-fetch that answers from the route handlers, as Next would route them. */
export function dispatcher(routes: V1Route[]): (req: Request) => Promise<Response> {
  // Static segments win over parameters (/v1/campaigns/templates is not a campaign's id).
  const table = [...routes]
    .sort((a, b) => a.params.length - b.params.length)
    .map((route) => ({
      route,
      pattern: new RegExp(`^${route.template.replaceAll(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`),
    }));
  return async (req) => {
    const { pathname } = new URL(req.url);
    for (const { route, pattern } of table) {
      const match = pattern.exec(pathname);
      const handler = route.methods.find(([m]) => m === req.method)?.[1];
      if (!match || !handler) continue;
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      );
      return (handler as Handler)(req, { params: Promise.resolve(params) });
    }
    return new Response("no route", { status: 599 });
  };
}

const pointer = (...segments: string[]) =>
  `#/${segments.map((s) => encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/")}`;

/** Judges answers and bodies by the document alone. */
export function documentJudge(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const at = (...segments: string[]) => {
    const validate = ajv.getSchema(`${DOC_ID}${pointer(...segments)}`);
    if (!validate) throw new Error(`no schema at ${segments.join(" ")}`);
    return validate;
  };
  const operation = (method: string, template: string) => {
    const op = doc.paths[template]?.[method.toLowerCase()] as
      | {
          responses: Record<
            string,
            { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
          >;
        }
      | undefined;
    if (!op) throw new Error(`${method} ${template} is not in the document`);
    return op;
  };

  return {
    /** Whether the document accepts `body` for the operation. */
    accepts(method: string, template: string, body: unknown): boolean {
      const path = ["paths", template, method.toLowerCase(), "requestBody", "content"];
      return at(...path, "application/json", "schema")(body) as boolean;
    },

    /**
     * Whether the document accepts these parameters: every required one given, each value (a
     * query string's text, read as its schema's type) valid by its schema.
     */
    acceptsParameters(
      method: string,
      template: string,
      given: Partial<Record<"path" | "query" | "header", Record<string, string>>>,
      /** Where the parameters judged are; the others are left alone. */
      kinds: ("path" | "query" | "header")[] = ["path", "query", "header"],
    ): boolean {
      const parameters = (operation(method, template) as { parameters?: Parameter[] }).parameters;
      return (parameters ?? []).every((p, i) => {
        if (!kinds.includes(p.in)) return true;
        const raw = given[p.in]?.[p.name];
        if (raw === undefined) return !p.required;
        const validate = at(
          "paths",
          template,
          method.toLowerCase(),
          "parameters",
          String(i),
          "schema",
        );
        return validate(typedAs(p.schema, raw)) as boolean;
      });
    },

    /** The problem types the operation's 400 may carry besides invalid-request. */
    semanticTypes(method: string, template: string): string[] {
      const schema = operation(method, template).responses["400"]?.content?.[PROBLEM_JSON] as
        | { schema: { allOf: [unknown, { properties: { type: { enum: string[] } } }] } }
        | undefined;
      return (schema?.schema.allOf[1].properties.type.enum ?? []).filter(
        (type) => !type.endsWith("/invalid-request"),
      );
    },

    /** What is wrong with an answer by the document: status, media type, body, headers. */
    violations(
      method: string,
      template: string,
      answer: { status: number; headers: Headers; body: unknown },
    ): string[] {
      const what = `${method} ${template} → ${answer.status}`;
      const declared = operation(method, template).responses[String(answer.status)];
      if (!declared) return [`${what}: status not in the document`];
      const problems: string[] = [];
      const type = answer.headers.get("content-type")?.split(";")[0] ?? "";
      if (!declared.content?.[type]) problems.push(`${what}: ${type} not documented`);
      else if (type.endsWith("json")) {
        const validate = at(
          "paths",
          template,
          method.toLowerCase(),
          "responses",
          String(answer.status),
          "content",
          type,
          "schema",
        );
        if (!validate(answer.body)) {
          problems.push(`${what}: body ${ajv.errorsText(validate.errors)}`);
        }
      }
      const headers = declared.headers ?? {};
      for (const [name, { required }] of Object.entries(headers)) {
        if (required && !answer.headers.has(name)) problems.push(`${what}: lacks header ${name}`);
      }
      const documented = new Set(Object.keys(headers).map((h) => h.toLowerCase()));
      for (const name of answer.headers.keys()) {
        if (name === "content-type" || name === "content-length") continue;
        if (!documented.has(name)) problems.push(`${what}: sends undocumented header ${name}`);
      }
      return problems;
    },
  };
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}

/** A parameter's text as the value its schema types (OpenAPI's simple and form styles). */
function typedAs(schema: Schema, text: string): unknown {
  if ((schema.type === "integer" || schema.type === "number") && /^-?\d+(\.\d+)?$/.test(text)) {
    return Number(text);
  }
  if (schema.type === "boolean" && (text === "true" || text === "false")) return text === "true";
  return text;
}

const resolve = (doc: Doc, schema: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.split("/").pop() ?? "";
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(doc, target);
};

const URLS = [
  "https://hooks.example.com/leadwise",
  "HTTPS://Hooks.Example.com/a?b=c",
  "https://hooks.example.com/a|b",
  "https://例え.jp/hook",
  "http:hooks.example.com",
  "ftp://files.example.com/x",
  "https://example.org/in?x=1",
  "http://93.184.215.14/hook",
  "http://10.0.0.8/hook",
  "http://localhost:3000/hook",
];

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? 60;
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const fits = (s: string) =>
    [...s].length >= min && [...s].length <= max && (!pattern || pattern.test(s));
  if (schema.format === "email") {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom("example.com", "acme.io"))
      .map(([local, domain]) => `${local}@${domain}`);
  }
  // Not filtered by the pattern: the spellings it refuses must be refused by the server too.
  if (schema.format === "uri") return fc.constantFrom(...URLS);
  if (pattern?.source.startsWith("^") && pattern.source.endsWith("$")) {
    return fc.stringMatching(pattern).filter(fits);
  }
  // Lengths at the limit, padded with spaces, find a limit checked after trimming.
  const atLimit = fc
    .string({ minLength: max, maxLength: max })
    .map((s) => (max > 2 ? ` ${s.slice(2)} ` : s));
  return fc
    .oneof(
      { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 24) }), weight: 5 },
      { arbitrary: atLimit, weight: max <= 2_048 ? 1 : 0 },
    )
    .filter(fits);
}

/**
 * Values the test knows the data holds, by where they go: `[suffix, arbitrary]`, the end of a
 * place's name (see arbitraryOf) such as `Targeting.locations.countries`.
 * Drawn more often than blind values there, so bodies get past the rules that need the data.
 */
export type Hints = [string, fc.Arbitrary<unknown>][];

/**
 * Hints from the data an account sees: the values GET /v1/filters lists for the data-backed
 * filters, a known time zone, no cursor, and one of the account's lists. `get` answers a /v1 GET.
 */
export async function hintsFromData(get: (path: string) => Promise<unknown>): Promise<Hints> {
  const { filters } = (await get("/v1/filters")) as {
    filters: { key: string; values?: { value: string }[] }[];
  };
  const { data: lists } = (await get("/v1/lists")) as { data: { id: string }[] };
  const hints = filters.flatMap(({ key, values }): Hints => {
    const known = (values ?? []).slice(0, 6).map((v) => v.value);
    if (known.length === 0) return [];
    const some = fc.uniqueArray(fc.constantFrom(...known), { maxLength: 3 });
    const [parent, child] = key.split(".");
    const places = key === "skills" ? ["skills.any", "skills.all"] : [key];
    if (parent === "locations" && child && child !== "continents") places.push(`exclude.${child}`);
    return places.map((place): [string, fc.Arbitrary<unknown>] => [`Targeting.${place}`, some]);
  });
  hints.push(
    [".timezone", fc.constantFrom("UTC", "Europe/Berlin", "America/New_York")],
    [".cursor", fc.constant(null)],
    // Do-not-contact entries: a body of several is refused whole for one blind domain the
    // pattern lets through but the server cannot reduce to a host ("www.io").
    [".domain", fc.constantFrom("acme.io", "https://www.Globex.com/about", "initech.example")],
    [".phone", fc.constantFrom("+4916004640056", "+33 6 12 34 00 30", "+1 (415) 555-0100")],
  );
  if (lists[0]) hints.push(["saveToList.listId", fc.constant(lists[0].id)]);
  return hints;
}

interface Draw {
  hints: Hints;
  /** The one place that gets a value at or just past its schema's bounds. */
  edgeAt?: string;
  /** Which of that place's edge values (any of them when absent). */
  variant?: number;
  /** Only the required fields and the way to `edgeAt`. */
  minimal?: boolean;
}

/** Whether `place` is `outer` or lies inside it. */
const within = (place: string | undefined, outer: string) =>
  place !== undefined &&
  (place === outer || [".", ">", "[]"].some((next) => place.startsWith(outer + next)));

/**
 * Values the JSON schema describes (the subset of JSON Schema the document uses). A place is
 * named by the path to it: `.key` into an object, `[]` into an array, `>Name` through a
 * component, e.g. `>SearchRequest.filters>Targeting.seniorities`.
 */
function arbitraryOf(
  doc: Doc,
  given: Schema,
  draw: Draw = { hints: [] },
  at = "",
): fc.Arbitrary<unknown> {
  const name = typeof given.$ref === "string" ? given.$ref.split("/").pop() : undefined;
  const place = name ? `${at}>${name}` : at;
  const schema = resolve(doc, given);
  const edges = draw.edgeAt === place ? edgesOf(doc, schema) : [];
  if (edges.length > 0) {
    return (draw.variant === undefined ? undefined : edges[draw.variant]) ?? fc.oneof(...edges);
  }
  const drawn = blind(doc, schema, draw, place);
  const hint = draw.hints.find(([suffix]) => place.endsWith(suffix))?.[1];
  // A hint would hide the edge value somewhere inside this place.
  return hint && !within(draw.edgeAt, place)
    ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: drawn, weight: 1 })
    : drawn;
}

/** Every place of a schema that has bounds to step past, with the schema there. */
function boundedSchemas(doc: Doc, given: Schema, at = "", depth = 0): [string, Schema][] {
  if (depth > 12) return [];
  const name = typeof given.$ref === "string" ? given.$ref.split("/").pop() : undefined;
  const place = name ? `${at}>${name}` : at;
  const schema = resolve(doc, given);
  const own: [string, Schema][] = edgesOf(doc, schema).length > 0 ? [[place, schema]] : [];
  const inner = [
    ...Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(
      ([k, s]) => [s, `${place}.${k}`] as const,
    ),
    ...(schema.items ? [[schema.items as Schema, `${place}[]`] as const] : []),
    ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).map((s) => [s, place] as const),
    ...((schema.allOf ?? []) as Schema[]).map((s) => [s, place] as const),
  ];
  return [...own, ...inner.flatMap(([s, p]) => boundedSchemas(doc, s, p, depth + 1))];
}

const boundedPlaces = (doc: Doc, schema: Schema) => [
  ...new Set(boundedSchemas(doc, schema).map(([place]) => place)),
];

/**
 * Values at the schema's bounds and one step past them: a limit and the limit plus one, a blank, an
 * unlisted value. The document accepts the first kind and refuses the second.
 */
function edgesOf(doc: Doc, schema: Schema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  const { minimum, maximum, maxLength, minLength, maxItems, minItems } = schema as Record<
    string,
    number | undefined
  >;
  if (Array.isArray(schema.enum)) out.push(fc.constant("not-listed"));
  if (schema.type === "integer" || schema.type === "number") {
    if (maximum !== undefined) out.push(fc.constant(maximum), fc.constant(maximum + 1));
    if (minimum !== undefined) out.push(fc.constant(minimum), fc.constant(minimum - 1));
  }
  if (schema.type === "string" && !schema.format && !schema.pattern?.toString().startsWith("^")) {
    // Padded with spaces: a server that trims before it counts would count differently.
    const padded = (n: number) => ` ${"x".repeat(Math.max(0, n - 2))} `;
    if (maxLength !== undefined && maxLength >= 3) {
      out.push(fc.constant(padded(maxLength)), fc.constant(padded(maxLength + 1)));
    }
    if (minLength) out.push(fc.constant("x".repeat(minLength - 1)));
    if (schema.pattern === "\\S") out.push(fc.constant("   "));
  }
  if (schema.type === "array") {
    const items = arbitraryOf(doc, (schema.items as Schema | undefined) ?? {});
    const enumerated = (resolve(doc, (schema.items as Schema | undefined) ?? {}).enum ??
      []) as unknown[];
    if (maxItems !== undefined && maxItems <= 12) {
      out.push(
        schema.uniqueItems && enumerated.length === maxItems
          ? fc.constant(enumerated)
          : fc.array(items, { minLength: maxItems, maxLength: maxItems }),
      );
    }
    if (maxItems !== undefined && maxItems < 300) {
      out.push(fc.array(items, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
    }
    if (minItems) out.push(fc.constant([]));
    if (schema.uniqueItems) out.push(items.map((item) => [item, item]));
  }
  return out;
}

function blind(doc: Doc, schema: Schema, draw: Draw, at: string): fc.Arbitrary<unknown> {
  const recur = (s: Schema, where = at) => arbitraryOf(doc, s, draw, where);
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((s) => resolve(doc, s));
    const { allOf: _, ...rest } = schema;
    return recur(Object.assign({}, ...parts, rest));
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => recur(b)));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1_000_000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
      });
    case "number":
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
        noNaN: true,
      });
    case "string":
      return stringOf(schema);
    case "array": {
      const items = recur((schema.items as Schema | undefined) ?? {}, `${at}[]`);
      const minLength = Math.max(
        (schema.minItems as number | undefined) ?? 0,
        within(draw.edgeAt, `${at}[]`) ? 1 : 0,
      );
      const cap = (schema.maxItems as number | undefined) ?? 3;
      const maxLength = Math.max(minLength, Math.min(cap, 12));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required as string[] | undefined) ?? [];
      // Optional fields are left out two times in three, so one body does not break every rule.
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [
          k,
          required.includes(k) || within(draw.edgeAt, `${at}.${k}`)
            ? recur(s, `${at}.${k}`)
            : draw.minimal
              ? fc.constant(undefined)
              : fc.oneof(
                  { arbitrary: fc.constant(undefined), weight: 2 },
                  { arbitrary: recur(s, `${at}.${k}`), weight: 1 },
                ),
        ]),
      );
      return fc
        .record(model)
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Every place in a JSON value, as key paths. */
function placesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== "object") return [at];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [at, ...entries.flatMap(([k, v]) => placesOf(v, [...at, k]))];
}

/** A value with one place replaced, or given an unknown key: mostly what a schema refuses. */
function mutate(value: unknown, pick: number, replacement: unknown, addKey: boolean): unknown {
  const copy = structuredClone(value);
  const places = placesOf(copy);
  const place = places[pick % places.length] ?? [];
  if (place.length === 0)
    return addKey && copy && typeof copy === "object" ? { ...copy, zz: 1 } : replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = place.at(-1) as string | number;
  const target = parent[last];
  if (addKey && target && typeof target === "object" && !Array.isArray(target)) {
    (target as Record<string, unknown>).unexpected = true;
  } else {
    parent[last] = replacement;
  }
  return copy;
}

function requestSchema(doc: Doc, method: string, template: string): Schema {
  const op = doc.paths[template]?.[method.toLowerCase()] as
    | { requestBody: { content: { "application/json": { schema: Schema } } } }
    | undefined;
  const schema = op?.requestBody.content["application/json"].schema;
  if (!schema) throw new Error(`${method} ${template} takes no JSON body`);
  return schema;
}

/** Values a schema of the document describes (a parameter's, say), `hints` preferred. */
export const valuesOf = (doc: Doc, schema: Schema, hints: Hints = []) =>
  arbitraryOf(doc, schema, { hints });

/**
 * Bodies from the operation's request schema: as drawn, with a value at or just past a bound, and
 * with one place broken.
 */
export function bodiesFor(
  doc: Doc,
  method: string,
  template: string,
  hints: Hints = [],
): fc.Arbitrary<unknown> {
  const { valid, edged, broken } = bodyKinds(doc, method, template, hints);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: edged, weight: 2 },
    { arbitrary: broken, weight: 1 },
  );
}

/**
 * The kinds of body bodiesFor mixes: `valid` (drawn from the schema), `edged` (a value at or just
 * past one bound) and `broken` (one place replaced by a value of another type, or an unknown key
 * added: mostly what the schema refuses).
 */
export function bodyKinds(doc: Doc, method: string, template: string, hints: Hints = []) {
  const schema = requestSchema(doc, method, template);
  const valid = arbitraryOf(doc, schema, { hints });
  const places = boundedPlaces(doc, schema);
  const edged = fc
    .constantFrom(...places)
    .chain((edgeAt) => arbitraryOf(doc, schema, { hints, edgeAt }));
  const broken = fc
    .tuple(
      valid,
      fc.nat(),
      fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.string({ maxLength: 8 }),
        fc.constant([]),
        fc.constant({}),
        fc.boolean(),
      ),
      fc.boolean(),
    )
    .map(([body, pick, replacement, addKey]) => mutate(body, pick, replacement, addKey));
  return { valid, edged, broken };
}

/**
 * For every bound the operation's request schema states, one body at it and one past it, each
 * the smallest the schema allows but for that one value.
 */
export function boundaryBodies(
  doc: Doc,
  method: string,
  template: string,
  hints: Hints = [],
): { place: string; body: unknown }[] {
  const schema = requestSchema(doc, method, template);
  return boundedPlaces(doc, schema).flatMap((place) => {
    const resolved = schemaAt(doc, schema, place);
    return edgesOf(doc, resolved).map((_, variant) => {
      const arbitrary = arbitraryOf(doc, schema, { hints, edgeAt: place, variant, minimal: true });
      return { place, body: fc.sample(arbitrary, { numRuns: 1, seed: variant })[0] };
    });
  });
}

/** The schema at a place named as arbitraryOf names them. */
function schemaAt(doc: Doc, root: Schema, place: string): Schema {
  const found = boundedSchemas(doc, root).find(([p]) => p === place)?.[1];
  if (!found) throw new Error(`no schema at ${place}`);
  return found;
}

export interface Verdict {
  accepted: boolean;
  status: number;
  type?: string;
}

/**
 * The property of a body's answer: never 5xx; a body the document accepts is refused with 400
 * only under one of the semantic rules the document names for the operation; a body it refuses
 * is never answered 2xx; and the answer itself is as documented. Returns what is wrong.
 */
export async function judgeBody(
  judge: ReturnType<typeof documentJudge>,
  method: string,
  template: string,
  body: unknown,
  res: Response,
): Promise<{ verdict: Verdict; wrong: string[] }> {
  const accepted = judge.accepts(method, template, body);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  const type = (parsed as { type?: string } | null)?.type;
  const wrong = judge.violations(method, template, {
    status: res.status,
    headers: res.headers,
    body: parsed,
  });
  if (res.status >= 500) wrong.push(`answered ${res.status}`);
  if (
    accepted &&
    res.status === 400 &&
    !judge.semanticTypes(method, template).includes(type ?? "")
  ) {
    wrong.push(`a body the document accepts was refused with 400 ${type}: ${text.slice(0, 300)}`);
  }
  if (!accepted && res.status < 300)
    wrong.push(`a body the document refuses was answered ${res.status}`);
  return { verdict: { accepted, status: res.status, type }, wrong };
}
