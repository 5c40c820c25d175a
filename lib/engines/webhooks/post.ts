import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { assertLiteralTarget, guardedLookup, privateTargetAllowed, type Resolve } from "./ssrf";

export interface PostOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /**
   * Node's code for a failure without an answer (`ECONNREFUSED`, `ENOTFOUND`,
   * `CERT_HAS_EXPIRED`, `ETIMEDOUT` for the overall timeout…), for whoever explains it to a
   * person; null with an answer or without a code.
   */
  code?: string | null;
  /** The target was refused by the SSRF guard: retrying cannot help. */
  blocked: boolean;
  /** The start of the receiver's answer (at most EXCERPT_BYTES, as UTF-8), for the delivery log. */
  responseExcerpt?: string | null;
}

const EXCERPT_BYTES = 512;

const MAX_RESPONSE_BYTES = 64 * 1024;

/*
 * Connections to receivers are kept alive and reused. A socket is only ever opened to an
 * address the guard checked (see guardedLookup), so reusing it checks nothing less. Separate
 * pools for targets allowed private addresses and the others keep a socket opened while a
 * target was allowed from serving a request made once it is not. As many sockets stay open idle as may be busy: with fewer,
 * each burst of deliveries to a receiver closed the surplus and opened it again (1,363 TCP
 * connections for 3,200 deliveries in `npm run bench:enrich`; 64 since).
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 30_000 };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * Standard Webhooks headers for one attempt: the same `webhook-id` on every attempt, a fresh
 * timestamp (receivers reject stale ones), and `v1,<base64 HMAC-SHA256 of id.timestamp.body>`
 * keyed with the secret's base64 after `whsec_`. Signed with node:crypto, not the
 * `standardwebhooks` package's `sign`, whose SHA-256 is JavaScript: it was a few percent of a
 * worker's CPU per delivered enrichment (docs/benchmarks.md). Receivers verify with that
 * package (or any Standard Webhooks library) as before.
 */
export function signatureHeaders(
  secret: string,
  id: string,
  body: string,
  at: Date,
  /** Also signs (a rotation's overlap): both signatures, space-separated, as the standard allows. */
  previousSecret?: string | null,
) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const sign = (s: string) => {
    const key = Buffer.from(s.startsWith("whsec_") ? s.slice(6) : s, "base64");
    return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
  };
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": previousSecret ? `${sign(secret)} ${sign(previousSecret)}` : sign(secret),
  };
}

/**
 * POSTs a signed body to a webhook URL: no redirects followed (a 3xx is a failed attempt, so a
 * redirect cannot lead to a private address), an overall timeout, only public addresses unless
 * allowed (the resolved address is the one connected to). `resolveHost` replaces DNS in tests.
 */
export function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  resolveHost?: Resolve,
): Promise<PostOutcome> {
  const started = performance.now();
  const done = (
    statusCode: number | null,
    error: string | null,
    blocked = false,
    code: string | null = null,
  ): PostOutcome => ({
    statusCode,
    error,
    code,
    blocked,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(rawUrl);
      assertLiteralTarget(url);
    } catch (err) {
      resolve(done(null, err instanceof Error ? err.message : String(err), true));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const timer = setTimeout(() => {
      current.destroy(
        Object.assign(new Error(`timed out after ${timeoutMs} ms`), { code: "ETIMEDOUT" }),
      );
    }, timeoutMs);
    const send = (fresh: boolean) => {
      const req = client.request(url, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Leadwise-Webhooks/1.0",
        },
        lookup: guardedLookup(url, resolveHost) as unknown as http.RequestOptions["lookup"],
        // A retry on a stale socket opens a new connection of its own (no pooling).
        agent: fresh ? false : agentFor(url.protocol, privateTargetAllowed(url)),
      });
      req.on("response", (res) => {
        let seen = 0;
        const kept: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (seen < EXCERPT_BYTES) kept.push(chunk.subarray(0, EXCERPT_BYTES - seen));
          seen += chunk.length;
          // The answer's body is not used; stop reading one that will not end.
          if (seen > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on("close", () => {
          clearTimeout(timer);
          const excerpt = Buffer.concat(kept)
            .toString("utf8")
            .replace(/\uFFFD+$/, "");
          resolve({ ...done(res.statusCode ?? null, null), responseExcerpt: excerpt || null });
        });
        res.on("error", () => {});
      });
      req.on("error", (err: NodeJS.ErrnoException) => {
        /*
         * A kept-alive socket the receiver closed just as it was reused fails before the request
         * reached it (Node's docs on `request.reusedSocket`): send once more on a new connection
         * rather than report a failure the receiver never saw. Any other error is the attempt's.
         */
        if (req.reusedSocket && (err.code === "ECONNRESET" || err.code === "EPIPE") && !fresh) {
          current = send(true);
          return;
        }
        clearTimeout(timer);
        resolve(
          done(
            null,
            err.message,
            err.name === "BlockedTarget" || err.constructor.name === "BlockedTarget",
            err.code ?? null,
          ),
        );
      });
      req.end(body);
      return req;
    };
    let current = send(false);
  });
}
