"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { Ctx } from "@/lib/core/context";
import { NotFound } from "@/lib/core/errors";
import { ResourceId } from "@/lib/edge/api/resource-id";
import {
  type ActionResult,
  type FormState,
  fieldsOf,
  formStateOf,
  withAction,
} from "@/lib/edge/api/with-action";
import { testProviderConnection } from "@/lib/engines/providers/check-connection";
import {
  listProviders,
  orderProviders,
  type ProviderSettings,
  ProviderSettingsInput,
  removeProvider,
  saveProvider,
} from "@/lib/engines/providers/settings";
import { recordAudit } from "@/lib/features/audit/record-audit";

/* The data providers' settings page's server actions. */

/** Saves a provider's key and limits, and records the change (never the key: its hint). */
function saveAudited(ctx: Ctx, input: ProviderSettingsInput): Promise<ProviderSettings> {
  return ctx.db.transaction(async (tx) => {
    const saved = await saveProvider({ ...ctx, db: tx }, input);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: "provider.saved",
        target: { type: "provider", id: saved.id },
        summary: {
          provider: saved.provider,
          keyHint: saved.keyHint,
          dailyBudget: saved.dailyBudget,
          timeoutMs: saved.timeoutMs,
          concurrency: saved.concurrency,
        },
      },
    );
    return saved;
  });
}

export type SaveProviderState =
  | { status: "idle" }
  | { status: "saved"; label: string; keyHint: string }
  | { status: "error"; error: string };

const optionalInt = (value: FormDataEntryValue | null) =>
  value === null || String(value).trim() === "" ? undefined : Number(value);

export async function saveProviderAction(
  _previous: SaveProviderState,
  form: FormData,
): Promise<SaveProviderState> {
  const result = await withAction("admin", [form], (ctx) =>
    saveAudited(
      ctx,
      ProviderSettingsInput.parse({
        provider: fieldsOf(form).get("provider"),
        key: fieldsOf(form).get("key"),
        dailyBudget: optionalInt(fieldsOf(form).get("dailyBudget")) ?? null,
        timeoutMs: optionalInt(fieldsOf(form).get("timeoutMs")),
        concurrency: optionalInt(fieldsOf(form).get("concurrency")),
      }),
    ),
  );
  if (!result.ok) {
    const field = result.errors?.[0];
    return { status: "error", error: field ? `${field.path}: ${field.message}` : result.message };
  }
  revalidatePath("/settings/providers");
  return { status: "saved", label: result.data.label, keyHint: result.data.keyHint };
}

const Move = z.object({ id: ResourceId, direction: z.enum(["up", "down"]) });

export async function moveProviderAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await withAction("admin", [form], async (ctx) => {
    const move = Move.parse({
      id: fieldsOf(form).get("id"),
      direction: fieldsOf(form).get("direction"),
    });
    const ids = (await listProviders(ctx)).map((p) => p.id);
    const at = ids.indexOf(move.id);
    const to = move.direction === "up" ? at - 1 : at + 1;
    if (at < 0) throw new NotFound("Provider");
    // The first can't go up nor the last down: nothing to do, as the disabled arrow says.
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to] ?? "", ids[at] ?? ""];
    await orderProviders(ctx, ids);
  });
  if (result.ok) revalidatePath("/settings/providers");
  return formStateOf(result);
}

export async function removeProviderAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await withAction("admin", [form], (ctx) => {
    const id = ResourceId.parse(fieldsOf(form).get("id"));
    return ctx.db.transaction(async (tx) => {
      await removeProvider({ ...ctx, db: tx }, id);
      await recordAudit(
        { ...ctx, db: tx },
        { action: "provider.removed", target: { type: "provider", id } },
      );
    });
  });
  if (result.ok) revalidatePath("/settings/providers");
  return formStateOf(result);
}

/** The account's provider ids in their new order, as dropped in Settings (at most one per provider). */
const Order = z.array(ResourceId).min(1).max(20);

export async function orderProvidersAction(
  ids: string[],
): Promise<ActionResult<ProviderSettings[]>> {
  return withAction("admin", [ids], (ctx) =>
    orderProviders({ db: ctx.db, accountId: ctx.accountId }, Order.parse(ids)),
  );
}

export async function testProviderAction(id: string) {
  return withAction("admin", [id], (ctx) =>
    testProviderConnection({ db: ctx.db, accountId: ctx.accountId }, ResourceId.parse(id)),
  );
}
