export interface RetryOptions {
  /** Retries of a 429 or 503 (and of a network failure of an idempotent call); default 3. */
  retries?: number;
  /** The longest wait between attempts, ms; default 30 000. */
  maxDelayMs?: number;
  /** Waits `ms` (tests replace it); default setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * How long the server asked to wait: `Retry-After` (seconds or an HTTP date), else the
 * RateLimit field's `t=` (seconds until the bucket is full) when no request is left, else an
 * exponential backoff.
 */
export function delayOf(res: Response, attempt: number, now = Date.now()): number {
  const after = res.headers.get("retry-after");
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(after);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const limit = res.headers.get("ratelimit");
  const r = limit && /(?:^|;)\s*r=(\d+)/.exec(limit);
  const t = limit && /(?:^|;)\s*t=(\d+)/.exec(limit);
  if (r && t && Number(r[1]) === 0) return Number(t[1]) * 1000;
  return 250 * 2 ** attempt;
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A fetch that adds an Idempotency-Key to every POST that has none (the same key on each of its
 * retries, so a retried enrichment is charged once), and retries 429 and 503 answers after the
 * wait the server asks for.
 */
export function retryingFetch(
  base: typeof fetch,
  options: RetryOptions = {},
): (req: Request) => Promise<Response> {
  const retries = options.retries ?? 3;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? sleepFor;
  return async (input: Request) => {
    let req = input;
    if (req.method === "POST" && !req.headers.has("idempotency-key")) {
      const headers = new Headers(req.headers);
      headers.set("idempotency-key", newKey());
      req = new Request(req, { headers });
    }
    const safe = req.method !== "POST" || req.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      const sent = attempt < retries ? req.clone() : req;
      let res: Response;
      try {
        res = await base(sent);
      } catch (err) {
        if (!safe || attempt >= retries) throw err;
        await sleep(Math.min(maxDelay, 250 * 2 ** attempt));
        continue;
      }
      if ((res.status !== 429 && res.status !== 503) || attempt >= retries) return res;
      await res.body?.cancel();
      await sleep(Math.min(maxDelay, delayOf(res, attempt)));
    }
  };
}
