"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { EstimateBar } from "@/components/estimate/estimate-bar";
import { LiveEstimate } from "@/components/estimate/live-estimate";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { fetchJson } from "@/lib/api/fetch-json";
import {
  createCampaignAction,
  launchCampaignAction,
  resetCampaignAction,
  resumeCampaignAction,
} from "@/lib/campaigns/actions";
import {
  type Campaign,
  CampaignName,
  CHECKLIST_LABELS,
  type Checklist,
  Delivery,
  WIZARD_STEPS,
  type WizardStepId,
  WizardValues,
} from "@/lib/campaigns/schema";
import { compactTargeting } from "@/lib/campaigns/targeting-chips";
import type { ChecklistItem } from "@/lib/errors";
import type { ListSummary } from "@/lib/lists/lists";
import { Targeting } from "@/lib/targeting/schema";
import { StepDelivery } from "./step-delivery";
import { StepName } from "./step-name";
import { StepNotifications } from "./step-notifications";
import { StepQuickStart } from "./step-quick-start";
import { ChecklistView, FixLink } from "./step-review";
import { StepSaveToList } from "./step-save-to-list";
import { StepTargeting } from "./step-targeting";
import { Stepper } from "./stepper";
import { targetingCheckNames } from "./targeting-check";
import { type AutosaveStatus, useAutosave } from "./use-autosave";
import { markVisited, visitedSteps } from "./visited-steps";
import { firstUnfinishedStep, newValues, valuesOf } from "./wizard-values";

const STEP_IDS = WIZARD_STEPS.map((s) => s.id) as readonly string[];
const isStep = (s: string | null): s is WizardStepId => s !== null && STEP_IDS.includes(s);
const ESTIMATE_FROM = WIZARD_STEPS.findIndex((s) => s.id === "targeting");

// The form always holds complete values (defaults filled in), so the schema's input and output
// types coincide for it.
const resolver = zodResolver(WizardValues) as unknown as Resolver<WizardValues>;

function SaveStatus({
  status,
  onRetry,
  paused,
}: {
  status: AutosaveStatus;
  onRetry: () => void;
  /** A paused campaign is no draft: its edits are "changes". */
  paused: boolean;
}) {
  const what = paused ? "changes" : "draft";
  const What = paused ? "Changes" : "Draft";
  const text =
    status.kind === "saving" || status.kind === "pending"
      ? `Saving ${what}…`
      : status.kind === "invalid"
        ? "Some changes are not valid yet and are not saved."
        : status.kind === "error"
          ? `Could not save the ${what}: ${status.message}`
          : status.at
            ? `${What} saved at ${status.at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`
            : `${What} saved.`;
  return (
    <p
      role="status"
      data-testid="save-status"
      data-state={status.kind}
      className={`text-sm ${status.kind === "error" || status.kind === "invalid" ? "text-red-700" : "text-slate-600"}`}
    >
      {text}{" "}
      {status.kind === "error" && (
        <button type="button" onClick={onRetry} className="font-medium underline">
          Retry
        </button>
      )}
    </p>
  );
}

export function CampaignWizard({
  campaign,
  lists,
  userEmail,
}: {
  /** Null until the name is entered: the draft is created with it. */
  campaign: Campaign | null;
  lists: ListSummary[];
  userEmail: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const form = useForm<WizardValues>({
    resolver,
    // Errors update as the user types: one that vanishes only on blur would move the buttons
    // under the pointer between press and release, and the click on Next would be lost.
    mode: "onChange",
    defaultValues: campaign ? valuesOf(campaign) : newValues(),
  });
  const autosave = useAutosave(campaign, form);
  const [name, filters, delivery] = useWatch({
    control: form.control,
    name: ["name", "filters", "delivery"],
  });

  const nameValid = CampaignName.safeParse(name).success;
  const reachable = useCallback(
    (id: WizardStepId) => id === "name" || (campaign !== null && nameValid),
    [campaign, nameValid],
  );
  const [resumeAt, setResumeAt] = useState<WizardStepId>(() =>
    campaign ? firstUnfinishedStep(valuesOf(campaign)) : "name",
  );
  // Which steps this browser has shown is known only after mounting (the server's render must
  // match the first one): a draft opened without a step then moves to the first one not shown.
  const [resumed, setResumed] = useState(() => searchParams.get("step") !== null || !campaign);
  useEffect(() => {
    if (resumed || !campaign) return;
    setResumeAt(firstUnfinishedStep(valuesOf(campaign), visitedSteps(campaign.id)));
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

  // Keyboard and screen-reader users land on the new step's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  // Asked by Next and by the Live Estimate: the first highlighted field is brought into view and
  // focused once the step that holds it is shown. Fields set through setValue (the targeting)
  // have no ref for react-hook-form's own shouldFocus, so this looks for them on the page.
  const formRef = useRef<HTMLFormElement>(null);
  const [showInvalid, setShowInvalid] = useState<{ on: WizardStepId }>();
  useEffect(() => {
    if (showInvalid?.on !== step) return;
    const frame = requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"]:not([data-refused])',
      );
      if (!field) return;
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [showInvalid, step]);

  const go = useCallback(
    (id: WizardStepId) => {
      if (reachable(id)) window.history.pushState(null, "", hrefOf(id));
    },
    [reachable, hrefOf],
  );

  const [busy, setBusy] = useState<"creating" | "launching" | "resetting">();
  const [problem, setProblem] = useState<{ message: string; items?: ChecklistItem[] }>();
  const [notice, setNotice] = useState<string>();
  const [confirmReset, setConfirmReset] = useState(false);

  useEffect(() => {
    if (step === "review") void autosave.flush();
  }, [step, autosave.flush]);

  const checklist = useQuery({
    queryKey: ["checklist", campaign?.id, autosave.version],
    queryFn: ({ signal }) =>
      fetchJson<Checklist>(`/v1/campaigns/${campaign?.id}/checklist`, { signal }),
    enabled: step === "review" && campaign !== null && !autosave.busy,
    staleTime: 0,
  });

  const create = async () => {
    setBusy("creating");
    const result = await createCampaignAction({
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
    const fields =
      current.id === "targeting"
        ? targetingCheckNames(form.getValues("filters"), form.formState.errors.filters)
        : [...current.fields];
    if (fields.length > 0 && !(await form.trigger(fields, { shouldFocus: true }))) {
      setShowInvalid({ on: step });
      return;
    }
    if (!campaign) return create();
    const following = WIZARD_STEPS[index + 1];
    if (following) go(following.id);
  };

  const launch = async () => {
    if (!campaign) return;
    setProblem(undefined);
    setNotice(undefined);
    setBusy("launching");
    const saved = await autosave.flush();
    if (saved !== "saved") {
      setBusy(undefined);
      setProblem({
        message:
          saved === "invalid"
            ? "Some changes are not valid yet, so they are not saved and the campaign was not launched. Go back through the steps and fix the highlighted fields."
            : "Your latest changes could not be saved, so the campaign was not launched. Try again.",
      });
      return;
    }
    const act = campaign.status === "paused" ? resumeCampaignAction : launchCampaignAction;
    const result = await act(campaign.id);
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
    const result = await resetCampaignAction(campaign.id);
    setBusy(undefined);
    setConfirmReset(false);
    if (!result.ok) {
      setProblem({ message: result.message });
      return;
    }
    autosave.rebase(result.data);
    form.reset(valuesOf(result.data));
    setProblem(undefined);
    setNotice(
      "The campaign was reset: targeting, delivery, list and notifications are back to a new campaign's. The name was kept.",
    );
  };

  const showInvalidFilters = async () => {
    if (step !== "targeting") go("targeting");
    await form.trigger(
      targetingCheckNames(form.getValues("filters"), form.formState.errors.filters),
    );
    setShowInvalid({ on: "targeting" });
  };

  const validFilters = Targeting.safeParse(compactTargeting(filters ?? {}));
  const validDelivery = Delivery.safeParse(delivery);
  const paused = campaign?.status === "paused";
  const currentStep = WIZARD_STEPS[index];

  const body = (() => {
    switch (step) {
      case "name":
        return <StepName />;
      case "quick-start":
        return <StepQuickStart onDone={() => go("targeting")} />;
      case "targeting":
        return <StepTargeting />;
      case "delivery":
        return <StepDelivery />;
      case "save-to-list":
        return <StepSaveToList lists={lists} />;
      case "notifications":
        return <StepNotifications campaignId={campaign?.id ?? ""} userEmail={userEmail} />;
      case "review":
        return (
          <ChecklistView
            checklist={checklist.data}
            loading={autosave.busy || checklist.isPending || checklist.isFetching}
            error={checklist.error}
            hrefOf={hrefOf}
            onGo={go}
          />
        );
    }
  })();

  return (
    <FormProvider {...form}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">
            <Link href="/campaigns" className="underline">
              Campaigns
            </Link>{" "}
            / {campaign ? (paused ? "Edit paused campaign" : "Draft") : "New campaign"}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">
            {campaign ? (nameValid ? name.trim() : campaign.name) : "New campaign"}
          </h1>
          {campaign && (
            <SaveStatus
              status={autosave.status}
              onRetry={() => void autosave.flush()}
              paused={paused}
            />
          )}
        </div>
        {campaign && !paused && (
          <Button variant="secondary" onClick={() => setConfirmReset(true)}>
            Reset campaign
          </Button>
        )}
      </div>

      {notice && (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-700">
          {notice}
        </p>
      )}

      <div
        className={`grid gap-6 ${index >= ESTIMATE_FROM ? "lg:grid-cols-[12rem_minmax(0,1fr)_18rem]" : "lg:grid-cols-[12rem_minmax(0,1fr)]"}`}
      >
        <Stepper current={step} reachable={reachable} hrefOf={hrefOf} onGo={go} />
        <form
          ref={formRef}
          noValidate
          aria-labelledby="step-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (step !== "review") void next();
          }}
          className="flex min-w-0 flex-col gap-5"
        >
          <div>
            <p className="text-sm text-slate-600">
              Step {index + 1} of {WIZARD_STEPS.length}
            </p>
            <h2
              id="step-title"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {currentStep?.label}
            </h2>
          </div>
          {body}
          {problem && (
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
                        {CHECKLIST_LABELS[key] && <FixLink item={key} hrefOf={hrefOf} onGo={go} />}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            {index > 0 ? (
              <Button
                variant="secondary"
                onClick={() => {
                  const previous = WIZARD_STEPS[index - 1];
                  if (previous) go(previous.id);
                }}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            {step === "review" ? (
              <Button onClick={launch} disabled={busy !== undefined}>
                {busy === "launching"
                  ? paused
                    ? "Resuming…"
                    : "Launching…"
                  : paused
                    ? "Resume campaign"
                    : "Launch campaign"}
              </Button>
            ) : (
              <Button type="submit" disabled={busy !== undefined}>
                {busy === "creating"
                  ? "Creating draft…"
                  : `Next: ${WIZARD_STEPS[index + 1]?.label ?? ""}`}
              </Button>
            )}
          </div>
        </form>
        {index >= ESTIMATE_FROM && (
          <div
            id="live-estimate"
            tabIndex={-1}
            className="scroll-mt-4 focus:outline-none lg:sticky lg:top-4 lg:self-start"
          >
            <LiveEstimate
              filters={validFilters.success ? validFilters.data : null}
              delivery={validDelivery.success ? validDelivery.data : null}
              onShowInvalid={() => void showInvalidFilters()}
            />
          </div>
        )}
      </div>

      {(step === "targeting" || step === "delivery") && (
        <>
          {/* Room for the bar, so it never covers the form's last buttons. */}
          <div aria-hidden="true" className="h-16 lg:hidden" />
          <EstimateBar
            filters={validFilters.success ? validFilters.data : null}
            delivery={validDelivery.success ? validDelivery.data : null}
            panelId="live-estimate"
          />
        </>
      )}

      <ConfirmDialog
        open={confirmReset}
        title="Reset this campaign?"
        confirmLabel={busy === "resetting" ? "Resetting…" : "Reset campaign"}
        danger
        busy={busy === "resetting"}
        onConfirm={reset}
        onCancel={() => setConfirmReset(false)}
      >
        This clears the targeting filters, delivery schedule, save-to-list and notification
        settings. The name “{campaign?.name}” is kept. This cannot be undone.
      </ConfirmDialog>
    </FormProvider>
  );
}
