// A stand-in for jobs-thread.mjs in inline.test.ts: it speaks the same messages and notes each
// start and exit in the file FLAKY_THREAD_LOG (`start <ms>`, `exit <ms>`). FLAKY_THREAD_MODE says how it misbehaves:
//   crash-once     the first thread exits (code 3) 100 ms after starting; later ones stay up
//   crash-always   every thread exits 100 ms after starting
//   fail-at-start  the thread exits (code 4) before saying it started
import { appendFileSync, readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";

const log = process.env.FLAKY_THREAD_LOG;
const mode = process.env.FLAKY_THREAD_MODE;
const starts = (() => {
  try {
    return readFileSync(log, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("start")).length;
  } catch {
    return 0;
  }
})();
appendFileSync(log, `start ${Date.now()}\n`);
const exit = (code) => {
  appendFileSync(log, `exit ${Date.now()}\n`);
  process.exit(code);
};

if (mode === "fail-at-start") exit(4);
parentPort.on("message", (message) => {
  if (message.type === "stop") parentPort.postMessage({ type: "stopped" });
});
parentPort.postMessage({ type: "started" });
if (mode === "crash-always" || (mode === "crash-once" && starts === 0)) {
  setTimeout(() => exit(3), 100);
}
