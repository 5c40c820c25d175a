"use client";

import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { z } from "zod";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import {
  type Campaign,
  CampaignName,
  Delivery,
  Notifications,
  SaveToList,
  type WizardValues,
} from "@/lib/features/campaigns/schema";
import { compactTargeting } from "@/lib/features/campaigns/targeting-chips";
import { Targeting } from "@/lib/model/targeting/schema";

/** Quiet time after the last edit before the draft is saved. */
const AUTOSAVE_MS = 700;
/** How long edits kept in the tab while leaving it stay worth restoring. */
const KEPT_FOR_MS = 2 * 60_000;

const SECTIONS = {
  name: CampaignName,
  templateId: z.string().nullable(),
  filters: Targeting,
  delivery: Delivery,
  saveToList: SaveToList,
  notifications: Notifications,
} as const;
type Section = keyof typeof SECTIONS;
type Saved = Record<Section, string>;

function sectionValue(values: WizardValues, section: Section): unknown {
  return section === "filters" ? compactTargeting(values.filters) : values[section];
}

function savedState(c: Pick<Campaign, Section>): Saved {
  const out = {} as Saved;
  for (const s of Object.keys(SECTIONS) as Section[])
    out[s] = JSON.stringify(sectionValue(c as WizardValues, s));
  return out;
}

/**
 * What differs from the server's copy and may be stored. A section whose value does not pass
 * its schema yet (a name being cleared, a half-typed time) waits; the others are saved.
 */
function pendingPatch(values: WizardValues, saved: Saved) {
  const patch: Partial<Record<Section, unknown>> = {};
  const invalid: Section[] = [];
  for (const s of Object.keys(SECTIONS) as Section[]) {
    const value = sectionValue(values, s);
    if (JSON.stringify(value) === saved[s]) continue;
    if (SECTIONS[s].safeParse(value).success) patch[s] = value;
    else invalid.push(s);
  }
  return { patch, invalid };
}

export type FlushResult = "saved" | "invalid" | "error";

export type AutosaveStatus =
  | { kind: "saved"; at?: Date }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "invalid" }
  | { kind: "error"; message: string };

/**
 * Edits kept while this tab last left the page (a reload) come back into the form; the
 * autosave then stores them if the server does not have them yet.
 */
function useRestoreKeptEdits(
  keptKey: string | null,
  setValue: UseFormReturn<WizardValues>["setValue"],
) {
  useEffect(() => {
    if (!keptKey) return;
    const kept = sessionStorage.getItem(keptKey);
    sessionStorage.removeItem(keptKey);
    if (!kept) return;
    try {
      const { at, patch } = JSON.parse(kept) as { at: number; patch: Partial<WizardValues> };
      if (Date.now() - at > KEPT_FOR_MS) return;
      for (const [section, value] of Object.entries(patch)) {
        setValue(section as Section, value as never, { shouldDirty: true });
      }
    } catch {
      // Unreadable leftovers are dropped: the server's copy stands.
    }
  }, [keptKey, setValue]);
}

/** After each edit, a save once the user has paused (AUTOSAVE_MS), if there is one to make. */
function useSaveWhenQuiet({
  values,
  url,
  saved,
  save,
  setStatus,
  timer,
}: {
  values: WizardValues;
  url: string | null;
  saved: RefObject<Saved | null>;
  save: () => Promise<FlushResult>;
  setStatus: Dispatch<SetStateAction<AutosaveStatus>>;
  timer: RefObject<ReturnType<typeof setTimeout> | undefined>;
}) {
  useEffect(() => {
    if (!url || !saved.current) return;
    const { patch, invalid } = pendingPatch(values, saved.current);
    if (Object.keys(patch).length === 0) {
      // An edit undone (an invalid value removed, a field typed back) leaves nothing to save:
      // the server's copy is the form's again.
      setStatus((s) =>
        invalid.length > 0
          ? { kind: "invalid" }
          : s.kind === "invalid" || s.kind === "pending"
            ? { kind: "saved" }
            : s,
      );
      return;
    }
    setStatus({ kind: "pending" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer.current);
  }, [values, url, save, saved, setStatus, timer]);
}

/** Leaving: a reload, a closed tab or in-app navigation sends what is pending. */
function useSendOnLeave(
  url: string | null,
  keptKey: string | null,
  saved: RefObject<Saved | null>,
  latest: RefObject<WizardValues>,
) {
  useEffect(() => {
    if (!url || !keptKey) return;
    let lastSent = "";
    const sendPending = () => {
      if (!saved.current) return;
      const { patch } = pendingPatch(latest.current, saved.current);
      if (Object.keys(patch).length === 0) return;
      const body = JSON.stringify(patch);
      sessionStorage.setItem(keptKey, JSON.stringify({ at: Date.now(), patch }));
      // beforeunload and pagehide both fire when a page is left: one request is enough.
      if (body === lastSent) return;
      lastSent = body;
      void fetch(url, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body,
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => {});
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") sendPending();
    };
    // beforeunload comes before the next page is requested; pagehide covers the rest.
    window.addEventListener("beforeunload", sendPending);
    window.addEventListener("pagehide", sendPending);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("beforeunload", sendPending);
      window.removeEventListener("pagehide", sendPending);
      document.removeEventListener("visibilitychange", onVisibility);
      sendPending();
    };
  }, [url, keptKey, saved, latest]);
}

/** What a save reads and sets: where it goes, the tab's kept edits, the server's copy, the form's latest values, the status and the version. */
interface SaveState {
  url: string | null;
  keptKey: string | null;
  saved: RefObject<Saved | null>;
  latest: RefObject<WizardValues>;
  setStatus: Dispatch<SetStateAction<AutosaveStatus>>;
  setVersion: Dispatch<SetStateAction<number>>;
}

/** Sends `patch`, then takes it as the server's copy: the status the save ends in. */
async function storePatch(
  url: string,
  { patch, invalid }: ReturnType<typeof pendingPatch>,
  { keptKey, saved, setStatus, setVersion }: Omit<SaveState, "url" | "latest">,
): Promise<FlushResult> {
  setStatus({ kind: "saving" });
  try {
    await fetchJson<Campaign>(url, { method: "PATCH", body: patch });
    for (const [s, v] of Object.entries(patch)) {
      if (saved.current) saved.current[s as Section] = JSON.stringify(v);
    }
    if (keptKey) sessionStorage.removeItem(keptKey);
    setVersion((v) => v + 1);
    setStatus(invalid.length > 0 ? { kind: "invalid" } : { kind: "saved", at: new Date() });
    return invalid.length > 0 ? "invalid" : "saved";
  } catch (error) {
    setStatus({
      kind: "error",
      message: error instanceof Error ? error.message : "The draft could not be saved.",
    });
    return "error";
  }
}

/**
 * Saves what is pending, one request at a time: "saved" when the server holds every edit,
 * "invalid" when some wait for a fix, "error" when the request failed.
 */
function useSave(state: SaveState) {
  const running = useRef<Promise<FlushResult> | null>(null);
  // Taken apart so that the save stays the same function while they do.
  const { url, keptKey, saved, latest, setStatus, setVersion } = state;
  return useCallback(async (): Promise<FlushResult> => {
    while (running.current) await running.current;
    if (!url || !saved.current) return "saved";
    const pending = pendingPatch(latest.current, saved.current);
    if (Object.keys(pending.patch).length === 0) {
      const invalid = pending.invalid.length > 0;
      setStatus(
        invalid ? { kind: "invalid" } : (s) => (s.kind === "saved" ? s : { kind: "saved" }),
      );
      return invalid ? "invalid" : "saved";
    }
    const run = storePatch(url, pending, { keptKey, saved, setStatus, setVersion });
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [url, keptKey, saved, latest, setStatus, setVersion]);
}

/**
 * Saves the wizard's draft on the server as the user goes (PATCH /v1/campaigns/:id), one
 * request at a time. A page being left or hidden sends what is pending with `keepalive`, so a
 * closed tab loses nothing; the same edits are also kept in the tab's sessionStorage and put
 * back after a reload, because a reload may render the page before that request has landed.
 */
export function useAutosave(campaign: Campaign | null, form: UseFormReturn<WizardValues>) {
  const values = useWatch({ control: form.control }) as WizardValues;
  const saved = useRef<Saved | null>(campaign ? savedState(campaign) : null);
  const latest = useRef(values);
  latest.current = values;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "saved" });
  const [version, setVersion] = useState(0);
  const url = campaign ? `/v1/campaigns/${campaign.id}` : null;
  const keptKey = campaign ? `leadwise:campaign-edits:${campaign.id}` : null;
  const save = useSave({ url, keptKey, saved, latest, setStatus, setVersion });

  useRestoreKeptEdits(keptKey, form.setValue);
  useSaveWhenQuiet({ values, url, saved, save, setStatus, timer });
  useSendOnLeave(url, keptKey, saved, latest);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    return save();
  }, [save]);

  /** After the server changed the campaign itself (reset): its copy is the saved state. */
  const rebase = useCallback((c: Campaign) => {
    clearTimeout(timer.current);
    saved.current = savedState(c);
    setVersion((v) => v + 1);
    setStatus({ kind: "saved", at: new Date() });
  }, []);

  const busy = status.kind === "pending" || status.kind === "saving";
  return { status, version, busy, flush, rebase };
}
