import type { ContactEntry, Profile } from "@/lib/model/profiles/profile-schema";

/*
 * The connector framework (docs/providers.md). A provider is described, not programmed: where
 * its endpoint is, how its key is sent, how a request is built from the person asked about,
 * and how its answer is read. Reading an answer is an explicit classification, because every
 * provider says "not found" and "no more credits" its own way (PDL: 404; Apollo: 200 without a
 * person; Hunter: 403 is its rate limit and 429 its spent quota; Lusha: 200 with EMPTY_DATA),
 * and the waterfall decides what to do next from the class alone: go on to the next provider,
 * back off, or take the result.
 */

/** What a provider can supply; the waterfall asks a provider only for what is still missing. */
export type Supply = "profile" | "email" | "mobile" | "verification";

/** The person a provider is asked about: what the input or the local profile tells us. */
export interface PersonQuery {
  fn?: string;
  ln?: string;
  /** The current organization's name, when it is not a domain. */
  organization?: string;
  /** The current organization's domain ("acme.io"). */
  domain?: string;
  email?: string;
  /** The person's profile address on the professional network (LinkedIn for these providers). */
  profileUrl?: string;
}

/** A provider's answer mapped to the interface spec's names (docs/providers.md "Mapping"). */
export interface Found {
  /** Profile fields by their spec names; `id`, contacts and organization are set elsewhere. */
  profile: Partial<Omit<Profile, "id" | "email" | "mobile" | "organization">>;
  /** The current organization, when the provider names it. */
  organization?: { name: string; website?: string };
  email: ContactEntry[];
  mobile: ContactEntry[];
  /** A verifier's verdict on `email[0]` (lib/engines/verification's statuses and flags). */
  verification?: {
    status: "valid" | "catch_all" | "invalid" | "unknown";
    disposable: boolean;
    webmail: boolean;
  };
}

export type Outcome =
  | { kind: "found"; found: Found }
  | { kind: "not_found" }
  | { kind: "out_of_credits" }
  | { kind: "rate_limited" }
  | { kind: "error"; detail: string };

/** A provider's HTTP answer as the classifier sees it: status and parsed JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface ProviderRequest {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Connector {
  id: string;
  label: string;
  /** The documentation pages the description follows. */
  docs: string[];
  baseUrl: string;
  supplies: Supply[];
  /** The header that carries the key (never the query string: URLs end up in logs). */
  authHeader: (key: string) => Record<string, string>;
  /** The call for this person, or null when the provider needs more than we know of them. */
  request: (person: PersonQuery) => ProviderRequest | null;
  classify: (answer: Answer) => Outcome;
  /**
   * The hook for asynchronous providers: an answer that only says "accepted, ask again"
   * (Hunter's verifier answers 202 while its check runs). The same call is repeated after
   * `delayMs`, at most `attempts` times, then the answer is classified as it stands.
   */
  pending?: { isPending: (answer: Answer) => boolean; delayMs: number; attempts: number };
  /**
   * "Test connection" (Settings → Data providers): one cheap call the provider documents, that
   * tells whether the key works and costs no credit. Its answer is read by `classify` (a found
   * or not-found answer means the key was accepted) unless `read` says otherwise.
   */
  check: {
    request: ProviderRequest;
    read?: (answer: Answer) => "ok" | "bad_key" | "out_of_credits" | undefined;
  };
}

export interface AskOptions {
  /** Where the provider is reached instead of its public address (simulators, proxies). */
  baseUrl?: string;
  timeoutMs: number;
  /** Cancels the call with the request (the waterfall's overall deadline). */
  signal?: AbortSignal;
}

/** A string field of a JSON object, or undefined for anything else (null, `true`, numbers). */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The object at `key` of a JSON value, or undefined. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Drops the keys whose value is undefined, so absent data stays absent (never null). */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The outcome of the statuses every provider uses alike, or null to let the connector decide. */
export function commonStatus(status: number): Outcome | null {
  if (status === 429) return { kind: "rate_limited" };
  if (status === 401) return { kind: "error", detail: "the key was refused (401)" };
  if (status >= 500) return { kind: "error", detail: `the provider failed (${status})` };
  return null;
}

/**
 * Asks one provider about one person. Never throws: a timeout, a refused connection or an
 * answer that is not JSON is an `error` outcome. The key is sent in a header and appears in
 * no outcome or message.
 */
export async function askProvider(
  connector: Connector,
  key: string,
  person: PersonQuery,
  options: AskOptions,
): Promise<Outcome | null> {
  const call = connector.request(person);
  if (!call) return null;
  const url = new URL(call.path, options.baseUrl ?? connector.baseUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const attempts = 1 + (connector.pending?.attempts ?? 0);
  let answer: Answer | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, connector.pending?.delayMs ?? 0));
    const signal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
      : AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await fetch(url, {
        method: call.method,
        headers: {
          accept: "application/json",
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          ...connector.authHeader(key),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        redirect: "error",
        signal,
      });
      const raw = await response.text();
      let body: unknown = null;
      if (raw.trim() !== "") {
        try {
          body = JSON.parse(raw);
        } catch {
          return { kind: "error", detail: `the answer is not JSON (${response.status})` };
        }
      }
      answer = { status: response.status, body };
    } catch (err) {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      return {
        kind: "error",
        detail: timedOut
          ? `no answer within ${options.timeoutMs} ms`
          : "the provider is unreachable",
      };
    }
    if (!connector.pending?.isPending(answer)) break;
  }
  if (!answer) return { kind: "error", detail: "no answer" };
  try {
    return connector.classify(answer);
  } catch {
    return { kind: "error", detail: `the answer has an unexpected shape (${answer.status})` };
  }
}
