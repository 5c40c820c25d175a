import {
  type Campaign,
  defaultDelivery,
  EMPTY_NOTIFICATIONS,
  EMPTY_SAVE_TO_LIST,
  WIZARD_STEPS,
  type WizardStepId,
  WizardValues,
} from "@/lib/features/campaigns/schema";

export function valuesOf(c: Campaign): WizardValues {
  return {
    name: c.name,
    templateId: c.templateId,
    filters: c.filters,
    delivery: c.delivery,
    saveToList: c.saveToList,
    notifications: c.notifications,
  };
}

/** The form of a campaign not created yet (only its name can be entered). */
export function newValues(): WizardValues {
  return {
    name: "",
    templateId: null,
    filters: {},
    delivery: defaultDelivery(),
    saveToList: EMPTY_SAVE_TO_LIST,
    notifications: EMPTY_NOTIFICATIONS,
  };
}

/**
 * Where to reopen a draft opened without a step in its address: the step it was left on
 * (`last`, when this browser knows it), else its first unfinished step.
 */
export function resumeStep(
  values: WizardValues,
  visited: ReadonlySet<WizardStepId>,
  last: string | null,
): WizardStepId {
  const left = WIZARD_STEPS.find((s) => s.id === last);
  return left ? left.id : firstUnfinishedStep(values, visited);
}

/**
 * Where to pick up a draft opened without a step in its address: the first step that is not
 * finished (Quick Start counts as finished once there is targeting) or, when `visited` is
 * known, not yet shown; else Review.
 */
export function firstUnfinishedStep(
  values: WizardValues,
  visited?: ReadonlySet<WizardStepId>,
): WizardStepId {
  const shape = WizardValues.shape;
  for (const step of WIZARD_STEPS) {
    if (step.id === "quick-start" || step.id === "review") continue;
    const ok = step.fields.every((f) => shape[f].safeParse(values[f]).success);
    // A step's defaults are no choice of the user's: a step never shown is not finished.
    if (!ok || (visited && step.id !== "name" && !visited.has(step.id))) return step.id;
  }
  return "review";
}
