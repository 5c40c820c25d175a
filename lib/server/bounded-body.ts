import http from "node:http";

/**
 * The bounds of a body this server hands to Next.js for a page (server actions, which are POSTs
 * to a page's path) or for next-auth's routes. Next.js's own handling of an over-large action
 * body is a 500, and React's decoding of an action's arguments recurses once per level of
 * nesting, so a body 50,000 arrays deep overflows the stack (a 500 too, before any sign-in).
 * The /v1 routes bound their bodies themselves (lib/api/with-api.ts), with the same numbers.
 */
export const MAX_PAGE_BODY_BYTES = 1_000_000;
export const MAX_PAGE_BODY_DEPTH = 64;

export type BodyRead = { body: Buffer } | { refused: 413 | 400 };

/**
 * Whether JSON text nests deeper than `max` (brackets inside strings do not count). Also right
 * for a multipart body of JSON fields, which is how React sends an action's arguments with files
 * or forms: headers and plain fields have balanced quotes and no brackets to speak of.
 */
export function nestsDeeperThan(body: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return false;
}

/**
 * Reads the request's body whole, refusing it (413) as soon as it passes `maxBytes` (or says it
 * will), and (400) when it nests deeper than `maxDepth`. What a refused body still sends is
 * read and dropped, so that the answer reaches the client rather than a reset.
 */
export function readBoundedBody(
  req: http.IncomingMessage,
  maxBytes = MAX_PAGE_BODY_BYTES,
  maxDepth = MAX_PAGE_BODY_DEPTH,
): Promise<BodyRead> {
  return new Promise((resolve) => {
    const refuse = (status: 413 | 400) => {
      req.removeAllListeners("data");
      req.removeAllListeners("end");
      req.resume();
      resolve({ refused: status });
    };
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return refuse(413);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) refuse(413);
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      resolve(nestsDeeperThan(body, maxDepth) ? { refused: 400 } : { body });
    });
    // A client gone mid-body: nothing will read the answer.
    req.on("error", () => resolve({ refused: 400 }));
  });
}

/**
 * The same request with its body read: a new IncomingMessage on the same socket, with the same
 * method, URL and headers, whose stream gives `body` to whoever reads it (Next.js).
 */
export function withReadBody(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const replay = new http.IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.trailers = req.trailers;
  replay.rawTrailers = req.rawTrailers;
  replay.push(body);
  replay.push(null);
  replay.complete = true;
  return replay;
}
