import http from "node:http";

/**
 * The bounds of a body this server hands to Next.js for a page (server actions, which are POSTs
 * to a page's path) or for next-auth's routes. Next.js's own handling of an over-large action
 * body is a 500, and React's decoding of an action's arguments recurses once per level of
 * nesting, so a body 50,000 arrays deep overflows the stack (a 500 too, before any sign-in).
 * The /v1 routes bound their bodies themselves (lib/edge/api/with-api.ts), with the same numbers.
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
 * A string React's decoding of action arguments reads as a reference to another chunk of the
 * body (`$@3` a promise, `$Q2` a map, `$1` a plain value; the id in hex), which it waits for and,
 * when the body has no such chunk, fails on with "Connection closed" (a 500). Not `$K` (form
 * data, read from prefixed fields, empty when there are none), `$n` (a bigint), `$D` (a date).
 */
const CHUNK_REFERENCE = /^\$[@A-CE-JL-Za-mo-z]?([0-9a-f]+)$/;

/** Whether a decoded chunk names a chunk `has` does not know. Iterative: any depth is safe. */
function refersToMissingChunk(root: unknown, has: (id: number) => boolean): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      const id = CHUNK_REFERENCE.exec(value)?.[1];
      if (id !== undefined && !has(Number.parseInt(id, 16))) return true;
    } else if (value && typeof value === "object") stack.push(...Object.values(value));
  }
  return false;
}

function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Whether a server action's body is one React cannot decode, which it would answer with an
 * uncaught error (a 500) before the action runs: the arguments of a call made with `fetch` (the
 * `Next-Action` header) are JSON text, or multipart form data whose numbered fields (React's
 * chunks, "0" the root) are JSON text; and every chunk a value refers to is in the body.
 */
export async function undecodableActionBody(
  req: http.IncomingMessage,
  body: Buffer,
): Promise<boolean> {
  if (!req.headers["next-action"]) return false;
  const type = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    const root = parsedJson(body.toString("utf8"));
    return !root || refersToMissingChunk(root.value, (id) => id === 0);
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return true;
  }
  const has = (id: number) => form.has(String(id));
  for (const [name, value] of form.entries()) {
    if (!/^\d+$/.test(name) || typeof value !== "string") continue;
    const chunk = parsedJson(value);
    if (!chunk || refersToMissingChunk(chunk.value, has)) return true;
  }
  return false;
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
