import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { APP_DATABASE } from "@/db/embedded";

/**
 * `npm start`'s own script as a benchmark's subject, with `env`: resolves once it says it is
 * running, rejects if it exits first. Its stderr goes to the terminal; its stdout (the web
 * server's logs among it) goes to `onOutput`, from the first chunk on, when given. `cwd` runs
 * another checkout's code (its own build), to compare two versions on one machine.
 */
export function startNpmStart(
  env: NodeJS.ProcessEnv,
  onOutput?: (text: string) => void,
  cwd?: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    cwd,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`npm start exited (${code})`)));
    // The end of the output so far: the ready line may arrive split across chunks, or be
    // followed in its chunk by the demo account's long lines.
    let tail = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      onOutput?.(text);
      if (text.includes("Building the app")) console.log("Building the app for npm start…");
      if ((tail + text).includes("Leadwise is running at")) resolve(child);
      tail = (tail + text).slice(-200);
    });
  });
}

/** The URL of the embedded PostgreSQL that `npm start` on `dataDir` reported in `output`. */
export async function embeddedDatabaseUrl(output: string, dataDir: string): Promise<string> {
  const port = /PostgreSQL \(embedded\) \S+ (?:running )?on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
  if (!port) throw new Error("npm start did not say which port its PostgreSQL is on");
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/** Ctrl-C, as an operator stops it; killed if it has not stopped within 60 s. */
export async function stopNpmStart(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 60_000);
    }),
  ]);
  clearTimeout(timer);
  if (!stopped) {
    child.kill("SIGKILL");
    throw new Error("npm start did not stop within 60 s of Ctrl-C");
  }
}
