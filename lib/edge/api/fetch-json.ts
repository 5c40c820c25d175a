/**
 * The browser's way to call /v1 (the session cookie authenticates it): JSON in, JSON out, and
 * a problem+json answer thrown as an ApiError carrying the problem's members.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problem: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function fetchJson<T>(
  url: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const res = await fetch(url, {
    method,
    // /v1 refuses a session's state-changing call that is not JSON, body or not (CSRF).
    headers: method === "GET" ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    credentials: "same-origin",
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const problem = (json ?? {}) as Record<string, unknown>;
    throw new ApiError(
      res.status,
      String(problem.code ?? "error"),
      String(problem.message ?? `The server answered ${res.status}.`),
      problem,
    );
  }
  return json as T;
}
