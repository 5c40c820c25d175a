"use client";

import { Button } from "@/components/ui/button";
import { CHECKLIST_LABELS, WIZARD_STEPS, type WizardStepId } from "@/lib/features/campaigns/schema";
import { FixLink } from "./step-review";
import type { Busy, LaunchProblem } from "./use-wizard-commands";

/** Why the launch was refused, each checklist item with a link to the step that fixes it. */
export function LaunchRefused({
  problem,
  hrefOf,
  onGo,
}: {
  problem: LaunchProblem;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{problem.message}</p>
      {problem.items && problem.items.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" data-testid="launch-refused-items">
          {problem.items.map((i) => {
            const key = i.item as keyof typeof CHECKLIST_LABELS;
            return (
              <li key={i.item} className="flex flex-wrap gap-2">
                <span>
                  {CHECKLIST_LABELS[key]?.label ?? i.item}: {i.detail}
                </span>
                {CHECKLIST_LABELS[key] && <FixLink item={key} hrefOf={hrefOf} onGo={onGo} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Back, and Next (a submit, so Enter in a field moves on) or, on the review, Launch. */
export function WizardButtons({
  index,
  busy,
  paused,
  onGo,
  onLaunch,
}: {
  index: number;
  busy?: Busy;
  paused: boolean;
  onGo: (id: WizardStepId) => void;
  onLaunch: () => void;
}) {
  const previous = WIZARD_STEPS[index - 1];
  const following = WIZARD_STEPS[index + 1];
  const launchLabel =
    busy === "launching"
      ? paused
        ? "Resuming…"
        : "Launching…"
      : paused
        ? "Resume campaign"
        : "Launch campaign";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {previous ? (
        <Button variant="secondary" onClick={() => onGo(previous.id)}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {WIZARD_STEPS[index]?.id === "review" ? (
        <Button onClick={onLaunch} disabled={busy !== undefined}>
          {launchLabel}
        </Button>
      ) : (
        <Button type="submit" disabled={busy !== undefined}>
          {busy === "creating" ? "Creating draft…" : `Next: ${following?.label ?? ""}`}
        </Button>
      )}
    </div>
  );
}
