/**
 * Next.js calls `register` once when a server process starts. The event-loop delay is measured
 * from here on (/healthz). The Live Estimate's audience index is built in the background at
 * once, so the first marketer to open the wizard does not wait for it (and /healthz is not
 * ready before). Job workers run inline in the web process by default (docs/decisions.md "Processes"), on a
 * thread of their own (lib/engines/jobs/inline-workers.ts); WORKER=off leaves them to `npm run worker`. Their
 * stop handle goes to scripts/web.ts, which stops them when the server stops. The work itself
 * is in instrumentation-node.ts.
 */
/** Set by `register`: `onRequestError` must mark its request before Next.js answers 500. */
let noteError: ((error: unknown) => void) | undefined;

export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Inside this test, not after an early return: Next.js replaces NEXT_RUNTIME when it bundles
  // this file, and the Edge bundle then drops the Node.js module altogether.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerNode } = await import("./instrumentation-node");
    noteError = await registerNode();
  }
}

/**
 * Next.js reports here what a page, route or action threw that no error mapper caught. One that
 * says the database is gone marks its request, which scripts/web.ts then answers 503 instead of
 * Next.js's 500 (lib/edge/server/database-outage.ts). Synchronous: Next.js writes its 500 right after.
 */
export function onRequestError(error: unknown): void {
  noteError?.(error);
}
