"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { postCampaign, postCampaignCommand } from "@/components/campaigns/campaign-api";
import type { ChecklistItem } from "@/lib/core/errors";
import {
  type Campaign,
  WIZARD_STEPS,
  type WizardStepId,
  type WizardValues,
} from "@/lib/features/campaigns/schema";
import { targetingCheckNames } from "./targeting-check";
import type { useAutosave } from "./use-autosave";
import { forgetSteps } from "./visited-steps";
import { valuesOf } from "./wizard-values";

export type Busy = "creating" | "launching" | "resetting";
export type LaunchProblem = { message: string; items?: ChecklistItem[] };

const NOT_SAVED = {
  invalid:
    "Some changes are not valid yet, so they are not saved and the campaign was not launched. Go back through the steps and fix the highlighted fields.",
  error: "Your latest changes could not be saved, so the campaign was not launched. Try again.",
};

type Commands = {
  campaign: Campaign | null;
  form: UseFormReturn<WizardValues>;
  autosave: ReturnType<typeof useAutosave>;
  step: WizardStepId;
  go: (id: WizardStepId) => void;
  showInvalidOn: (step: WizardStepId) => void;
};

/** What the wizard's buttons do: Next (creating the draft after the name), Launch, Reset. */
export function useWizardCommands(args: Commands) {
  // One busy state for all three: while one runs, the buttons of the others wait.
  const [busy, setBusy] = useState<Busy>();
  const moves = useStepMoves(args, setBusy);
  const outcomes = useLaunchAndReset(args, setBusy);
  return { busy, ...moves, ...outcomes };
}

/** Next (the step's fields checked first; the draft created on leaving the name) and the way
 * to the targeting's invalid fields. */
function useStepMoves(
  { campaign, form, step, go, showInvalidOn }: Commands,
  setBusy: (busy: Busy | undefined) => void,
) {
  const router = useRouter();
  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  const targetingNames = () =>
    targetingCheckNames(form.getValues("filters"), form.formState.errors.filters);

  const create = async () => {
    setBusy("creating");
    const result = await postCampaign({
      name: form.getValues("name"),
      delivery: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    if (!result.ok) {
      setBusy(undefined);
      form.setError("name", { message: result.message }, { shouldFocus: true });
      return;
    }
    router.replace(`/campaigns/${result.data.id}/edit?step=quick-start`);
  };

  const next = async () => {
    const current = WIZARD_STEPS[index];
    if (!current) return;
    const fields = current.id === "targeting" ? targetingNames() : [...current.fields];
    if (fields.length > 0 && !(await form.trigger(fields, { shouldFocus: true }))) {
      showInvalidOn(step);
      return;
    }
    if (!campaign) return create();
    const following = WIZARD_STEPS[index + 1];
    if (following) go(following.id);
  };

  const showInvalidFilters = async () => {
    if (step !== "targeting") go("targeting");
    await form.trigger(targetingNames());
    showInvalidOn("targeting");
  };

  return { next, showInvalidFilters };
}

/** Launch (or resume) after the draft is saved, and Reset; why a launch was refused, and what
 * a reset did. */
function useLaunchAndReset(
  { campaign, form, autosave, go }: Commands,
  setBusy: (busy: Busy | undefined) => void,
) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LaunchProblem>();
  const [notice, setNotice] = useState<string>();

  const launch = async () => {
    if (!campaign) return;
    setProblem(undefined);
    setNotice(undefined);
    setBusy("launching");
    const saved = await autosave.flush();
    if (saved !== "saved") {
      setBusy(undefined);
      setProblem({ message: NOT_SAVED[saved] });
      return;
    }
    const command = campaign.status === "paused" ? "resume" : "launch";
    const result = await postCampaignCommand(campaign.id, command);
    if (result.ok) {
      router.push(`/campaigns?launched=${campaign.id}`);
      return;
    }
    setBusy(undefined);
    setProblem({ message: result.message, items: result.checklist });
    await queryClient.invalidateQueries({ queryKey: ["checklist", campaign.id] });
  };

  const reset = async () => {
    if (!campaign) return;
    setBusy("resetting");
    await autosave.flush();
    const result = await postCampaignCommand(campaign.id, "reset");
    setBusy(undefined);
    if (!result.ok) {
      setProblem({ message: result.message });
      return;
    }
    autosave.rebase(result.data);
    form.reset(valuesOf(result.data));
    // A new campaign's values: start again at the first step, every step unseen.
    forgetSteps(campaign.id);
    go(WIZARD_STEPS[0].id);
    setProblem(undefined);
    setNotice(
      "The campaign was reset: targeting, delivery, list and notifications are back to a new campaign's. The name was kept.",
    );
  };

  return { problem, notice, launch, reset };
}
