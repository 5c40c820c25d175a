import type { WizardStepId } from "@/lib/features/campaigns/schema";

/**
 * The wizard steps a draft has been shown in this browser, and the one shown last. Defaults
 * are valid, so "finished" alone would send a reopened draft to Review past steps the user
 * never saw; and a draft left on a step reopens there.
 */
const keyOf = (campaignId: string) => `leadwise:visited-steps:${campaignId}`;
const lastKeyOf = (campaignId: string) => `leadwise:last-step:${campaignId}`;

export function visitedSteps(campaignId: string): Set<WizardStepId> {
  try {
    return new Set(JSON.parse(localStorage.getItem(keyOf(campaignId)) ?? "[]"));
  } catch {
    return new Set();
  }
}

/** The step this browser showed the draft on last, if it knows. */
export function lastStep(campaignId: string): string | null {
  try {
    return localStorage.getItem(lastKeyOf(campaignId));
  } catch {
    return null;
  }
}

export function markVisited(campaignId: string, step: WizardStepId): void {
  try {
    localStorage.setItem(lastKeyOf(campaignId), step);
    const visited = visitedSteps(campaignId);
    if (visited.has(step)) return;
    visited.add(step);
    localStorage.setItem(keyOf(campaignId), JSON.stringify([...visited]));
  } catch {
    // Storage refused (private mode, full): resuming falls back to the first unfinished step.
  }
}

/** After a reset nothing of the draft has been chosen: every step is new again. */
export function forgetSteps(campaignId: string): void {
  try {
    localStorage.removeItem(keyOf(campaignId));
    localStorage.removeItem(lastKeyOf(campaignId));
  } catch {
    // Storage refused: there is nothing to forget.
  }
}
