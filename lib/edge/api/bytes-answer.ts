/**
 * An answer whose bytes a handler made whole (a search page: ~120 kB of JSON), kept beside its
 * `Response` so that our own HTTP server (lib/edge/server/direct-api.ts) writes those bytes as
 * they are. A `Response` made from a Buffer copies it (fetch's body rules), and reading it back
 * with `arrayBuffer()` copies it again: per search page two more short-lived buffers of the
 * page's size, which count against V8's external memory and bring its next full collection
 * closer (docs/benchmarks.md, "Contact search and the garbage collector"). Anything else that
 * reads the `Response` (Next.js's own path, tests) reads the same bytes from its stream.
 */
/*
 * Held on globalThis: the route's copy of this module is bundled by Next.js, the server's
 * (direct-api.ts) is loaded by Node, and both must see one map.
 */
const holder = globalThis as { __leadwisePreparedBytes?: WeakMap<Response, Uint8Array> };
holder.__leadwisePreparedBytes ??= new WeakMap();
const prepared = holder.__leadwisePreparedBytes;

/** A Response of `body`, which the caller must not change afterwards. */
export function bytesAnswer(body: Uint8Array, init: ResponseInit): Response {
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  const answer = new Response(stream, init);
  prepared.set(answer, body);
  return answer;
}

/** The bytes `bytesAnswer` made `answer` of, if it did and its body was not read yet. */
export function preparedBytes(answer: Response): Uint8Array | undefined {
  if (answer.bodyUsed) return undefined;
  return prepared.get(answer);
}

/**
 * UTF-8 bytes of the pieces written one after another, without first joining them into one
 * string: a page joined whole is a string of ~120 k characters (two bytes each as soon as one
 * name has a character outside Latin-1), allocated in V8's large-object space every time.
 */
export function utf8Of(pieces: readonly string[]): Buffer {
  let size = 0;
  for (const piece of pieces) size += Buffer.byteLength(piece, "utf8");
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at, "utf8");
  return bytes;
}
