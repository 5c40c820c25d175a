import { Writable } from "node:stream";

/**
 * lib/core/logger's exports with `logger` writing every line, at the most verbose level, into
 * `lines`: for a test's `vi.mock("@/lib/core/logger", …)` that reads what the server logged.
 */
export async function loggerInto(lines: string[], importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import("@/lib/core/logger")>();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { ...actual, logger: actual.createLogger("trace", sink) };
}
