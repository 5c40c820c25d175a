"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { InvalidRequest } from "@/lib/core/errors";
import { ResourceId } from "@/lib/edge/api/resource-id";
import {
  type FormState,
  failureText,
  fieldsOf,
  formStateOf,
  withAction,
} from "@/lib/edge/api/with-action";
import { requestReverify } from "@/lib/features/changes/reverify";
import { setWatch } from "@/lib/features/changes/watches";
import { removeListItems } from "@/lib/features/lists/items";

/* The list page's server actions. */

const RemoveInput = z.object({
  listId: ResourceId,
  profileId: z.string().min(1).max(200),
});

export async function removeFromList(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = RemoveInput.parse(Object.fromEntries(fieldsOf(form)));
    await removeListItems(ctx, input.listId, [input.profileId]);
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}

const WatchInput = z.object({ listId: ResourceId, watch: z.enum(["on", "off"]) });

/** Watches the list (its people's job changes become events and feed entries), or stops. */
export async function watchListAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = WatchInput.parse(Object.fromEntries(fieldsOf(form)));
    await setWatch(ctx, { listId: input.listId }, input.watch === "on");
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}

const ReverifyForm = z.object({ listId: ResourceId });

/** Queues a re-verification of the list's addresses, within the default budget. */
export async function reverifyListAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = ReverifyForm.parse(Object.fromEntries(fieldsOf(form)));
    await requestReverify(ctx, input.listId);
    return input.listId;
  });
  if (result.ok) revalidatePath(`/lists/${result.data}`);
  return formStateOf(result);
}

const ScheduleForm = z.object({
  listId: ResourceId,
  refresh: z.literal("on").optional(),
  refreshEveryDays: z.string().max(40).optional(),
  refreshBudget: z.string().max(40).optional(),
});

/** The schedule's fields, each with the rule `PUT /v1/lists/{id}/watch` holds it to. */
const SCHEDULE_RULES = {
  refreshEveryDays: "Enter a whole number of days from 1 to 365.",
  refreshBudget: "Enter a whole number from 1 to 5,000.",
} as const;
type ScheduleField = keyof typeof SCHEDULE_RULES;

/** What the schedule's form shows: a failure by its field (or in general), or when it saved. */
export type ScheduleState = {
  error?: string;
  fieldErrors?: Partial<Record<ScheduleField, string>>;
  savedAt?: number;
};

/** A typed whole number; empty: not given. Anything else is the field's rule broken. */
function wholeOf(field: ScheduleField, raw: string | undefined): number | undefined {
  const text = raw?.trim() ?? "";
  if (text === "") return undefined;
  if (!/^\d{1,6}$/.test(text)) {
    throw new InvalidRequest("Check the schedule.", [
      { path: field, message: SCHEDULE_RULES[field] },
    ]);
  }
  return Number(text);
}

/**
 * Watches the list and sets, changes or stops its scheduled re-verification: every N days, at
 * most the budget of addresses probed and of provider calls a run (setWatch, the rules of
 * PUT /v1/lists/{id}/watch).
 */
export async function scheduleRefreshAction(
  _previous: ScheduleState,
  form: FormData,
): Promise<ScheduleState> {
  const result = await withAction("lists:write", [form], async (ctx) => {
    const input = ScheduleForm.parse(Object.fromEntries(fieldsOf(form)));
    let body: { refreshEveryDays: number | null; refreshBudget?: number } = {
      refreshEveryDays: null,
    };
    if (input.refresh === "on") {
      const everyDays = wholeOf("refreshEveryDays", input.refreshEveryDays);
      const budget = wholeOf("refreshBudget", input.refreshBudget);
      if (everyDays === undefined) {
        throw new InvalidRequest("Check the schedule.", [
          { path: "refreshEveryDays", message: SCHEDULE_RULES.refreshEveryDays },
        ]);
      }
      body = {
        refreshEveryDays: everyDays,
        ...(budget === undefined ? {} : { refreshBudget: budget }),
      };
    }
    await setWatch(ctx, { listId: input.listId }, true, body);
    return input.listId;
  });
  if (result.ok) {
    revalidatePath(`/lists/${result.data}`);
    return { savedAt: Date.now() };
  }
  const fieldErrors: Partial<Record<ScheduleField, string>> = {};
  for (const e of result.errors ?? []) {
    if (e.path in SCHEDULE_RULES)
      fieldErrors[e.path as ScheduleField] ??= SCHEDULE_RULES[e.path as ScheduleField];
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { error: failureText(result) };
}
