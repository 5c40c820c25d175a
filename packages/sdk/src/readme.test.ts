import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

/*
 * The README's TypeScript examples, as a developer copies them: one module, compiled against the
 * SDK's own source with the settings it builds with (tsconfig.build.json: strict), so an example that names a filter,
 * method or field the API does not have fails here before it fails someone's first five minutes.
 * Only `noImplicitAny` is off: the webhook receiver's `(req, res)` stand for Express's.
 */

const SDK = path.resolve("packages/sdk");

it("compiles every TypeScript example of the SDK's README against its types", () => {
  const readme = readFileSync(path.join(SDK, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
  expect(blocks.length).toBeGreaterThanOrEqual(4);
  const examples = path.join(SDK, "src", "readme-examples.ts");
  const source = `${blocks.join("\n")}\nexport {};\n`;
  // The build's own settings (tsconfig.build.json), read rather than copied, so the two agree.
  const build = ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(SDK, "tsconfig.build.json"), ts.sys.readFile).config,
    ts.sys,
    SDK,
  ).options;
  const options: ts.CompilerOptions = {
    ...build,
    noImplicitAny: false,
    noEmit: true,
    declaration: false,
    // The examples read process.env; the package itself needs no Node.js types.
    types: ["node"],
    typeRoots: [path.resolve("node_modules/@types")],
    baseUrl: SDK,
    paths: { "@leadwise/sdk": ["src/index.ts"] },
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === examples
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === examples || fileExists(name);
  const program = ts.createProgram([examples], options, host);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || path.resolve(d.file.fileName) === examples)
    .map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === undefined) return text;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${source.split("\n")[line]?.trim()}\n  ${text}`;
    });
  expect(problems).toEqual([]);
});
