import { type ChildProcess, spawn } from "node:child_process";

/**
 * `npm start`'s own script as a benchmark's subject, with `env`: resolves once it says it is
 * running, rejects if it exits first. Its stderr goes to the terminal; its stdout (the web
 * server's logs among it) goes to `onOutput`, from the first chunk on, when given.
 */
export function startNpmStart(
  env: NodeJS.ProcessEnv,
  onOutput?: (text: string) => void,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
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
