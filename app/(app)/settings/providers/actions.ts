"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import {
  listProviders,
  orderProviders,
  ProviderSettingsInput,
  removeProvider,
  saveProvider,
} from "@/lib/providers/settings";

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
  const ctx = await requireSessionCtx();
  const budget = optionalInt(form.get("dailyBudget"));
  const parsed = ProviderSettingsInput.safeParse({
    provider: form.get("provider"),
    key: form.get("key"),
    dailyBudget: budget ?? null,
    timeoutMs: optionalInt(form.get("timeoutMs")),
    concurrency: optionalInt(form.get("concurrency")),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: "error", error: `${issue?.path.join(".")}: ${issue?.message ?? "invalid"}` };
  }
  const saved = await saveProvider({ db: ctx.db, accountId: ctx.accountId }, parsed.data);
  revalidatePath("/settings/providers");
  return { status: "saved", label: saved.label, keyHint: saved.keyHint };
}

const Move = z.object({ id: z.string().min(1), direction: z.enum(["up", "down"]) });

export async function moveProviderAction(form: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const parsed = Move.safeParse({ id: form.get("id"), direction: form.get("direction") });
  if (!parsed.success) return;
  const scope = { db: ctx.db, accountId: ctx.accountId };
  const ids = (await listProviders(scope)).map((p) => p.id);
  const at = ids.indexOf(parsed.data.id);
  const to = parsed.data.direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to] ?? "", ids[at] ?? ""];
  await orderProviders(scope, ids);
  revalidatePath("/settings/providers");
}

export async function removeProviderAction(form: FormData): Promise<void> {
  const ctx = await requireSessionCtx();
  const id = z.string().min(1).safeParse(form.get("id"));
  if (!id.success) return;
  await removeProvider({ db: ctx.db, accountId: ctx.accountId }, id.data).catch(() => undefined);
  revalidatePath("/settings/providers");
}
