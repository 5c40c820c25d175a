import type { WizardStepId } from "@/lib/features/campaigns/schema";

/**
 * The wizard steps a draft has been shown in this browser. Defaults are valid, so "finished"
 * alone would send a reopened draft to Review past steps the user never saw.
 */
const keyOf = (campaignId: string) => `leadwise:visited-steps:${campaignId}`;

export function visitedSteps(campaignId: string): Set<WizardStepId> {
  try {
    return new Set(JSON.parse(localStorage.getItem(keyOf(campaignId)) ?? "[]"));
  } catch {
    return new Set();
  }
}

export function markVisited(campaignId: string, step: WizardStepId): void {
  try {
    const visited = visitedSteps(campaignId);
    if (visited.has(step)) return;
    visited.add(step);
    localStorage.setItem(keyOf(campaignId), JSON.stringify([...visited]));
  } catch {
    // Storage refused (private mode, full): resuming falls back to the first unfinished step.
  }
}
