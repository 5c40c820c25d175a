import type { ChecklistItem } from "@/lib/core/errors";
import { ApiError, fetchJson } from "@/lib/edge/api/fetch-json";
import { type Campaign, type CampaignInput, Checklist } from "@/lib/features/campaigns/schema";

/**
 * The campaign operations the wizard and the campaign page offer, through the same /v1 routes
 * every other client calls (the session cookie authenticates them): one door per operation.
 */

/** What an operation came to: the campaign as it now is, or the refusal in the API's words. */
export type CampaignOutcome =
  | { ok: true; data: Campaign }
  | { ok: false; message: string; checklist?: ChecklistItem[] };

/** The operations on one campaign, each `POST /v1/campaigns/:id/<command>`. */
export type CampaignCommand = "launch" | "resume" | "pause" | "archive" | "reset" | "duplicate";

/** The Launch Checklist a refused launch carries (422 `checklist_failed`). */
const RefusedChecklist = Checklist.shape.items;

/** With the session ended, sign in again, as a page does; the page is left, so this never settles. */
function signInAgain(): Promise<never> {
  window.location.assign("/sign-in");
  return new Promise(() => {});
}

async function outcomeOf(call: Promise<Campaign>): Promise<CampaignOutcome> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return signInAgain();
    const checklist = RefusedChecklist.safeParse(error.problem.checklist);
    return { ok: false, message: error.message, checklist: checklist.data };
  }
}

/** `POST /v1/campaigns`: a new draft. */
export function postCampaign(input: CampaignInput): Promise<CampaignOutcome> {
  return outcomeOf(fetchJson<Campaign>("/v1/campaigns", { body: input }));
}

/** `POST /v1/campaigns/:id/<command>`: the campaign after it (the copy, for a duplicate). */
export function postCampaignCommand(
  id: string,
  command: CampaignCommand,
): Promise<CampaignOutcome> {
  return outcomeOf(
    fetchJson<Campaign>(`/v1/campaigns/${encodeURIComponent(id)}/${command}`, { method: "POST" }),
  );
}
