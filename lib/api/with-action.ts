import { randomUUID } from "node:crypto";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import type { Ctx } from "@/lib/context";
import type { ChecklistItem } from "@/lib/errors";
import { problemOf } from "./problem";

/** What a server action answers: the result, or the problem as the /v1 routes state it. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      checklist?: ChecklistItem[];
      errors?: { path: string; message: string }[];
    };

/**
 * Runs a server action's domain call for the signed-in user's account (signing in first when
 * there is none) and maps a failure through `problemOf`, exactly as `withApi` maps the same
 * error, into plain data a client component can show. Action arguments come from the browser:
 * `fn` parses them like any request body.
 */
export async function withAction<T>(fn: (ctx: Ctx) => Promise<T>): Promise<ActionResult<T>> {
  // Outside the try: with no session it redirects, by throwing Next.js's redirect.
  const ctx = await requireSessionCtx();
  try {
    return { ok: true, data: await fn(ctx) };
  } catch (error) {
    const problem = problemOf(error, randomUUID());
    const extra = problem.extra as Pick<
      Extract<ActionResult<T>, { ok: false }>,
      "checklist" | "errors"
    >;
    return {
      ok: false,
      status: problem.status,
      code: problem.code,
      message: problem.detail,
      checklist: extra.checklist,
      errors: extra.errors,
    };
  }
}
