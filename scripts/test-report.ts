import { readFile } from "node:fs/promises";
import { stripVTControlCharacters } from "node:util";

/** Reading the runners' JSON reports for `npm test`'s summary (scripts/test.ts). */

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

export async function counts<T>(
  file: string,
  pick: (json: T) => { passed: number; failed: number; skipped: number },
) {
  const json = await readJson<T>(file);
  return json === undefined ? undefined : pick(json);
}

type VitestReport = {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

/** The first lines of a failure's message, without colour codes. */
function firstLines(message = "", lines = 6): string {
  return stripVTControlCharacters(message)
    .split("\n")
    .filter((l) => l.trim() !== "")
    .slice(0, lines)
    .map((l) => `    ${l.slice(0, 300)}`)
    .join("\n");
}

/**
 * Each failed test by name with the start of its error. `npm test` prints them last: a CI log is
 * often read from its tail only, and a count alone cannot tell a flake from a break.
 */
export async function failures(vitestFile: string, playwrightFile: string): Promise<string[]> {
  const out: string[] = [];
  const unit = await readJson<VitestReport>(vitestFile);
  for (const file of unit?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed)
      out.push(`vitest ${where} › ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === "failed")
      out.push(`vitest ${where} (the file failed)\n${firstLines(file.message)}`);
  }
  const walk = (suite: PlaywrightSuite, file?: string) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === "unexpected")
          out.push(
            `playwright [${t.projectName}] ${file}:${spec.line} › ${spec.title}\n${firstLines(t.results.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  const e2e = await readJson<PlaywrightSuite>(playwrightFile);
  if (e2e) walk(e2e);
  return out;
}
