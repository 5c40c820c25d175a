import type http from "node:http";
import { databaseDown } from "@/lib/core/sql/database-state";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/edge/api/problem";
import { serverAnswerHeaders, unavailable } from "./graceful-server";

const API_PATH = /^\/(v1|api)(\/|\?|$)/;

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leadwise is temporarily unavailable</title></head>
<body>
<main>
<h1>Leadwise is temporarily unavailable</h1>
<p>We cannot reach our database for a moment. Nothing you saved is lost; it is usually back
within seconds.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;

/**
 * 503 while the database is unreachable, with `Retry-After`: problem+json to API calls, a page
 * saying so to a browser.
 */
export function answerDatabaseUnavailable(req: http.IncomingMessage, res: http.ServerResponse) {
  const retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  if (API_PATH.test(req.url ?? "/")) {
    unavailable(res, "database_unavailable", "The database is unreachable; retry shortly.", {
      retryAfterSeconds,
    });
    return;
  }
  res.writeHead(503, {
    ...serverAnswerHeaders(req),
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(PAGE),
    "retry-after": String(retryAfterSeconds),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : PAGE);
}

/**
 * Next.js answers 500 when a page, route or action fails on a query. Until the probe has decided
 * that the database is gone (a second or so), that would be every answer: instead, a 500 for a
 * request that failed on the database, or sent while the probe finds it down, becomes
 * `answerDatabaseUnavailable`'s 503, and what Next.js goes on writing for its 500 is dropped.
 * Any other 500 stays what it is.
 */
export function outageInsteadOfServerError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  failedOnDatabase: () => boolean,
): void {
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (args[0] !== 500 || !(failedOnDatabase() || databaseDown())) {
      return writeHead.apply(res, args);
    }
    res.writeHead = writeHead as typeof res.writeHead;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    answerDatabaseUnavailable(req, res);
    res.write = (() => true) as typeof res.write;
    res.end = ((...rest: unknown[]) => {
      const done = rest.find((a) => typeof a === "function") as (() => void) | undefined;
      done?.();
      return res;
    }) as typeof res.end;
    return res;
  }) as typeof res.writeHead;
}
