"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Campaign, WIZARD_STEPS, type WizardStepId } from "@/lib/features/campaigns/schema";
import { lastStep, markVisited, visitedSteps } from "./visited-steps";
import { firstUnfinishedStep, resumeStep, valuesOf } from "./wizard-values";

const STEP_IDS = WIZARD_STEPS.map((s) => s.id) as readonly string[];
const isStep = (s: string | null): s is WizardStepId => s !== null && STEP_IDS.includes(s);

/**
 * The step shown, from the address (`?step=`), clamped to the steps reachable: only the name
 * until the draft exists with a valid name. A draft opened without a step resumes where this
 * browser left it, else at its first unfinished one. Moving to a step focuses its heading (`heading`), for keyboard and
 * screen-reader users.
 */
export function useWizardStep(campaign: Campaign | null, nameValid: boolean) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const reachable = useCallback(
    (id: WizardStepId) => id === "name" || (campaign !== null && nameValid),
    [campaign, nameValid],
  );
  const [resumeAt, setResumeAt] = useState<WizardStepId>(() =>
    campaign ? firstUnfinishedStep(valuesOf(campaign)) : "name",
  );
  // Which steps this browser has shown is known only after mounting (the server's render must
  // match the first one): a draft opened without a step then moves to the one it was left on,
  // or the first one not shown.
  const [resumed, setResumed] = useState(() => searchParams.get("step") !== null || !campaign);
  useEffect(() => {
    if (resumed || !campaign) return;
    setResumeAt(resumeStep(valuesOf(campaign), visitedSteps(campaign.id), lastStep(campaign.id)));
    setResumed(true);
  }, [resumed, campaign]);
  const requested = searchParams.get("step");
  const step: WizardStepId =
    isStep(requested) && reachable(requested) ? requested : reachable(resumeAt) ? resumeAt : "name";
  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  const hrefOf = useCallback((id: WizardStepId) => `${pathname}?step=${id}`, [pathname]);

  // The address always names the step shown: an unknown or unreachable one is replaced.
  useEffect(() => {
    if (resumed && requested !== step) window.history.replaceState(null, "", hrefOf(step));
  }, [resumed, requested, step, hrefOf]);

  useEffect(() => {
    if (resumed && campaign) markVisited(campaign.id, step);
  }, [resumed, campaign, step]);

  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);
  // A draft just created opens as a new page, its name field gone with the focus in it: the
  // step's heading takes the focus, as on any step change, so Tab goes on from the step.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && shownStep.current !== "name") heading.current?.focus({ preventScroll: true });
  }, []);

  const go = useCallback(
    (id: WizardStepId) => {
      if (reachable(id)) window.history.pushState(null, "", hrefOf(id));
    },
    [reachable, hrefOf],
  );

  return { step, index, reachable, hrefOf, go, heading };
}

/**
 * Asked by Next and by the Live Estimate: the first highlighted field is brought into view and
 * focused once the step that holds it is shown. Fields set through setValue (the targeting)
 * have no ref for react-hook-form's own shouldFocus, so this looks for them in `form`.
 */
export function useShowInvalid(step: WizardStepId) {
  const form = useRef<HTMLFormElement>(null);
  const [showInvalid, setShowInvalid] = useState<{ on: WizardStepId }>();
  useEffect(() => {
    if (showInvalid?.on !== step) return;
    const frame = requestAnimationFrame(() => {
      const field = form.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"]:not([data-refused])',
      );
      if (!field) return;
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [showInvalid, step]);
  const showInvalidOn = useCallback((on: WizardStepId) => setShowInvalid({ on }), []);
  return { form, showInvalidOn };
}
