"use client";

import { WIZARD_STEPS, type WizardStepId } from "@/lib/features/campaigns/schema";

/**
 * The wizard's steps as links (each step has its own address); a step that cannot be reached
 * yet is shown but not a link.
 */
export function Stepper({
  current,
  reachable,
  hrefOf,
  onGo,
}: {
  current: WizardStepId;
  reachable: (id: WizardStepId) => boolean;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  const currentIndex = WIZARD_STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Campaign steps">
      <ol className="flex flex-row flex-wrap gap-1 lg:flex-col">
        {WIZARD_STEPS.map((step, i) => {
          const isCurrent = step.id === current;
          const badge = (
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${isCurrent ? "bg-brand-600 text-white" : i < currentIndex ? "bg-brand-100 text-brand-700" : "bg-slate-200 text-slate-700"}`}
            >
              {i + 1}
            </span>
          );
          return (
            <li key={step.id}>
              {reachable(step.id) ? (
                <a
                  href={hrefOf(step.id)}
                  aria-current={isCurrent ? "step" : undefined}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    onGo(step.id);
                  }}
                  className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm ${isCurrent ? "bg-white font-semibold text-slate-900 shadow-sm" : "text-slate-700 hover:bg-white"}`}
                >
                  {badge}
                  {step.label}
                </a>
              ) : (
                <span
                  aria-disabled="true"
                  className="flex cursor-not-allowed items-center gap-2 px-2 py-1.5 text-sm text-slate-500"
                >
                  {badge}
                  {step.label}
                  <span className="sr-only"> (enter a campaign name first)</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
