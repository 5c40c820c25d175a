import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Doc, documentJudge } from "./contract.testing";
import { openApiDocument } from "./document";

/*
 * The curl examples of docs/api-guide.md and the README, as a developer pastes them: every call names an
 * operation of the API's document (method and path), its query parameters are ones the operation
 * takes, and every JSON body (`-d '…'`) parses and is one the document accepts. Multipart and
 * CSV uploads (`-F`, `--data-binary`) are left to the file job's own tests.
 */

const doc = openApiDocument() as Doc;
const judge = documentJudge(doc);

interface Call {
  text: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: string;
}

/** The shell blocks' curl commands, each whole (continuation lines and quoted line breaks joined). */
function curlCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string);
  const commands: string[] = [];
  for (const block of blocks) {
    let current: string | undefined;
    for (const line of block.split("\n")) {
      const code = current === undefined ? line.replace(/\s+#.*$/, "") : line;
      if (current === undefined) {
        if (!/^\s*curl\s/.test(code)) continue;
        current = code;
      } else current += `\n${code}`;
      const quotes = (current.match(/'/g) ?? []).length;
      if (quotes % 2 === 0 && !current.endsWith("\\")) {
        commands.push(current.replace(/\s+#[^'\n]*$/, ""));
        current = undefined;
      }
    }
  }
  return commands;
}

/** Shell variables the guide sets to an address (`C=$BASE/v1/campaigns/4f0c…`), unexpanded. */
function addresses(markdown: string): Record<string, string> {
  return Object.fromEntries(
    [...markdown.matchAll(/^([A-Z])=\$BASE(\/\S+)/gm)].map((m) => [m[1], m[2] as string]),
  );
}

function parse(command: string, vars: Record<string, string>): Call {
  const method = /-X\s+(\w+)/.exec(command)?.[1] ?? (/\s-(d|F)\s/.test(command) ? "POST" : "GET");
  // The address: $BASE or a variable set to one, then its path; or the README's localhost:3000.
  const address = [...command.matchAll(/(?:\$(\w+)|(?:https?:\/\/)?localhost:\d+)([^\s"]*)/g)].find(
    (m) => m[1] === undefined || m[1] === "BASE" || m[1] in vars,
  );
  if (!address) throw new Error(`no address in: ${command}`);
  const base = address[1] === undefined || address[1] === "BASE" ? "" : vars[address[1]];
  const url = new URL(`http://x${base}${address[2]}`);
  const body = /\s-d\s+'([\s\S]*?)'/.exec(command)?.[1];
  return {
    text: command,
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
  };
}

/** The document's template for a concrete path (an id written `4f0c…` fits any parameter). */
function templateOf(method: string, path: string): string | undefined {
  const segments = path.split("/");
  const fits = Object.keys(doc.paths).filter((template) => {
    const parts = template.split("/");
    return (
      parts.length === segments.length &&
      parts.every((p, i) => /^\{\w+\}$/.test(p) || p === segments[i]) &&
      doc.paths[template]?.[method.toLowerCase()] !== undefined
    );
  });
  // A static segment wins over a parameter (/v1/campaigns/templates is not a campaign).
  return fits.sort((a, b) => (a.match(/\{/g) ?? []).length - (b.match(/\{/g) ?? []).length)[0];
}

describe.each([
  ["docs/api-guide.md", 30, 10],
  ["README.md", 4, 2],
])("%s's curl examples", (file, atLeast, bodiesAtLeast) => {
  const guide = readFileSync(file, "utf8");
  const vars = addresses(guide);
  // The document itself is served beside the operations it describes, not as one of them.
  const calls = curlCommands(guide)
    .map((c) => parse(c, vars))
    .filter((c) => c.path !== "/v1/openapi.json");

  it("are many, and each calls an operation the API has", () => {
    expect(calls.length).toBeGreaterThanOrEqual(atLeast);
    const unknown = calls
      .filter((c) => templateOf(c.method, c.path) === undefined)
      .map((c) => `${c.method} ${c.path}`);
    expect(unknown).toEqual([]);
  });

  it("pass only query parameters the operation takes, with values it accepts", () => {
    const refused = calls
      .filter((c) => {
        const template = templateOf(c.method, c.path) as string;
        const operation = doc.paths[template]?.[c.method.toLowerCase()] as {
          parameters?: { in: string; name: string }[];
        };
        const taken = new Set(
          (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        );
        return (
          Object.keys(c.query).some((name) => !taken.has(name)) ||
          !judge.acceptsParameters(c.method, template, { query: c.query }, ["query"])
        );
      })
      .map((c) => c.text);
    expect(refused).toEqual([]);
  });

  it("send JSON bodies the document accepts", () => {
    const withBodies = calls.filter((c) => c.body !== undefined);
    expect(withBodies.length).toBeGreaterThanOrEqual(bodiesAtLeast);
    const refused = withBodies
      .filter((c) => {
        let body: unknown;
        try {
          body = JSON.parse(c.body as string);
        } catch {
          return true;
        }
        return !judge.accepts(c.method, templateOf(c.method, c.path) as string, body);
      })
      .map((c) => c.text);
    expect(refused).toEqual([]);
  });
});
