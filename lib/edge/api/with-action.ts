import { randomUUID } from "node:crypto";
import { publicCtx } from "@/lib/core/context";
import { type ChecklistItem, InvalidRequest } from "@/lib/core/errors";
import { authorise } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import type { Need } from "@/lib/features/accounts/permissions";
import { problemOf } from "./problem";
import { assertStorable } from "./storable-input";

/** A server action's failure, as the /v1 routes state the same problem. */
export interface ActionFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  checklist?: ChecklistItem[];
  errors?: { path: string; message: string }[];
}

/** What a server action answers: the result, or the problem as the /v1 routes state it. */
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

async function run<T>(call: () => Promise<T>, args: unknown[]): Promise<ActionResult<T>> {
  try {
    assertStorable(args);
    return { ok: true, data: await call() };
  } catch (error) {
    const problem = problemOf(error, randomUUID());
    const extra = problem.extra as Pick<ActionFailure, "checklist" | "errors">;
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

/**
 * Runs a server action's domain call for the signed-in user's account (signing in first when
 * there is none) once their role grants `need` (else 403 `insufficient_role`), and maps a failure through `problemOf`, exactly as `withApi` maps the same
 * error, into plain data a client component can show. Action arguments come from the browser:
 * `args`, the action's own arguments as received, are refused (400) before `fn` runs when they
 * hold text PostgreSQL cannot store (a NUL) or nest too deep, as a /v1 body is; `fn` parses
 * them like any request body.
 */
export async function withAction<T>(
  need: Need,
  args: unknown[],
  fn: (ctx: Awaited<ReturnType<typeof requireSessionCtx>>) => Promise<T>,
): Promise<ActionResult<T>> {
  // Outside the try: with no session it redirects, by throwing Next.js's redirect.
  const ctx = await requireSessionCtx();
  return run(() => {
    authorise({ kind: "session", role: ctx.role }, need);
    return fn(ctx);
  }, args);
}

/** `withAction` for the public pages' actions (sign-up, opt-out): no account to act for yet. */
export async function withPublicAction<T>(
  args: unknown[],
  fn: (ctx: ReturnType<typeof publicCtx>) => Promise<T>,
): Promise<ActionResult<T>> {
  return run(() => fn(publicCtx()), args);
}

/**
 * A form action's form, as its `FormData` argument: the browser sends whatever it likes, and a
 * body that is not a form (400) must not fail later as a TypeError (an internal error).
 */
export function fieldsOf(form: unknown): FormData {
  if (form instanceof FormData) return form;
  throw new InvalidRequest("The request is not a form.", [
    { path: "(root)", message: "Expected the form's fields." },
  ]);
}

/** What a form's action answers for the form to show: nothing, or its failure in words. */
export type FormState = { error?: string };

/** A void form action's answer: the failure in words, or nothing on success. */
export function formStateOf(result: ActionResult<unknown>): FormState {
  return result.ok ? {} : { error: failureText(result) };
}

/**
 * A failure in the words a form shows beside its field: the rule the first invalid field
 * breaks (as its schema words it), else the problem's message.
 */
export function failureText(failure: ActionFailure): string {
  return failure.errors?.[0]?.message ?? failure.message;
}
