import { z } from "zod";
import type { JsonSchema, Ref } from "./component-schemas";

/*
 * The building blocks of the document's operations: answers, parameters and the errors every
 * route shares.
 */

export const ref = (id: Ref) => ({
  $ref: `#/components/schemas/${id}`,
});
export const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });
export const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ref("Problem") } },
});

export const allowanceHeaders = (counters: string[]) =>
  Object.fromEntries(
    counters.map((c) => [
      `X-Allowance-${c[0]?.toUpperCase()}${c.slice(1)}`,
      {
        description: "used=U; limit=L; remaining=R; credits=C; reset=<ISO time>",
        schema: { type: "string" },
      },
    ]),
  );

export const COMMON_ERRORS = {
  "400": problem("invalid_request: the body or query fails validation"),
  "401": problem("unauthorized: no or bad credentials"),
  "403": problem(
    "forbidden: a call made with the session cookie that changes state came from another origin or is not JSON",
  ),
  "413": problem("payload_too_large: the body is larger than 1 MB"),
  "429": problem(
    "rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich)",
  ),
};
export const PAYMENT = problem(
  'out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each. member_limit_reached ("Member limit reached: your own daily <counter> cap of <n> …"): the calling member (or the maker of the API key) is at the daily cap a workspace admin set for them, while the workspace may still have allowance; `counter` and `cap` name it, resets 00:00 UTC.',
);
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409.",
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
};

export function submit(summary: string, description: string, body: JsonSchema, counters: string[]) {
  return {
    post: {
      tags: ["Contact"],
      summary,
      description,
      parameters: [idempotencyKey],
      requestBody: { required: true, ...json(body) },
      responses: {
        "202": {
          description: "Accepted; poll GET /v1/contact/enrich?id= or wait for the webhook.",
          headers: {
            ...allowanceHeaders(counters),
            "Idempotent-Replayed": {
              description:
                "`true` when this is the first answer given again for a reused Idempotency-Key (nothing was consumed).",
              schema: { type: "string", const: "true" },
            },
          },
          ...json(ref("Accepted")),
        },
        ...COMMON_ERRORS,
        "402": PAYMENT,
        "409": problem("conflict: Idempotency-Key reused with another body"),
      },
    },
  };
}

interface Operation {
  tags: string[];
  summary: string;
  /** The answer's status (200 unless said). */
  status?: "200" | "201" | "202";
  /** Headers of the answer. */
  headers?: Record<string, object>;
  /** What the path's `{id}` names. */
  id?: string;
  query?: z.ZodObject;
  body?: Ref;
  /** The body may be left out (every field of it optional; none means `{}`). */
  bodyOptional?: true;
  /** An example of the body, shown by /docs and sent by contract tools. */
  example?: unknown;
  /** Error answers beyond the common ones (400, 401, 403, 413, 429). */
  errors?: Record<string, object>;
}

export const idParam = (what: string) => ({
  name: "id",
  in: "path",
  required: true,
  description: `The ${what}'s id`,
  schema: { type: "string" },
});

/** A query parameter's description, with its range and default (what /docs shows). */
function describeParam(s: JsonSchema): string {
  const parts = [typeof s.description === "string" ? s.description : undefined];
  if (Array.isArray(s.enum)) parts.push(`one of ${s.enum.join(", ")}`);
  if (s.minimum !== undefined && s.maximum !== undefined) {
    parts.push(
      `${s.type === "integer" ? "an integer" : "a number"} from ${s.minimum} to ${s.maximum}`,
    );
  }
  if (s.default !== undefined) parts.push(`default ${String(s.default)}`);
  const text = parts.filter(Boolean).join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Query parameters from a route's zod query schema. */
export function queryParams(schema: z.ZodObject) {
  const out = z.toJSONSchema(schema, { io: "input" }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(out.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: out.required?.includes(name) ?? false,
    description: describeParam(s),
    schema: s,
  }));
}

/** An operation answering the JSON schema `answer`. */
export function operation(answer: Ref, o: Operation) {
  const parameters = [...(o.id ? [idParam(o.id)] : []), ...(o.query ? queryParams(o.query) : [])];
  return {
    tags: o.tags,
    summary: o.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(o.body
      ? {
          requestBody: {
            required: !o.bodyOptional,
            content: {
              "application/json": {
                schema: ref(o.body),
                ...(o.example ? { example: o.example } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      [o.status ?? "200"]: {
        description: o.status === "201" ? "Created" : o.status === "202" ? "Accepted" : "OK",
        ...(o.headers ? { headers: o.headers } : {}),
        ...json(ref(answer)),
      },
      ...COMMON_ERRORS,
      ...o.errors,
    },
  };
}

export const notFound = (what: string) => ({
  "404": problem(`not_found: no ${what} of this account has that id`),
});
export const CURSOR_EXPIRED = problem(
  "cursor_expired: the cursor stands before entries deleted past the feed's retention (CHANGE_FEED_RETENTION_DAYS); read the feed again without a cursor",
);
export const WRONG_STATE = problem(
  "conflict: the campaign's status does not allow this (campaignStatus)",
);
export const UNREADABLE_ROWS = {
  "422": problem(
    "unreadable_rows: rows of the file cannot be read (broken quoting, a number of fields other than the first row's, bytes that are not text); nothing was saved. `unreadable` lists them by line with why, `goodRows` counts the others: send the file again with `acceptPartial=true` to import those.",
  ),
};
export const CHECKLIST_FAILED = problem(
  "checklist_failed: the Launch Checklist does not hold (checklist)",
);

let _cached: object | undefined;
