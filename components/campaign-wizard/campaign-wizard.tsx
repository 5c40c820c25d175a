"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useEffect, useMemo } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { EstimateBar } from "@/components/estimate/estimate-bar";
import { LiveEstimate } from "@/components/estimate/live-estimate";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import {
  type Campaign,
  CampaignName,
  type Checklist,
  Delivery,
  WIZARD_STEPS,
  type WizardStepId,
  WizardValues,
} from "@/lib/features/campaigns/schema";
import { compactTargeting } from "@/lib/features/campaigns/targeting-chips";
import type { ListSummary } from "@/lib/features/lists/lists";
import { conflicts } from "@/lib/model/targeting/logic";
import { Targeting } from "@/lib/model/targeting/schema";
import { useCompanyLists } from "./company-lists";
import { LaunchAnyway } from "./launch-anyway";
import { StepDelivery } from "./step-delivery";
import { StepName } from "./step-name";
import { StepNotifications } from "./step-notifications";
import { StepQuickStart } from "./step-quick-start";
import { ChecklistView, ReviewSummary } from "./step-review";
import { StepSaveToList } from "./step-save-to-list";
import { StepTargeting } from "./step-targeting";
import { Stepper } from "./stepper";
import { useAutosave } from "./use-autosave";
import { useWizardCommands } from "./use-wizard-commands";
import { useShowInvalid, useWizardStep } from "./use-wizard-step";
import { LaunchRefused, WizardButtons } from "./wizard-footer";
import { WizardHeader } from "./wizard-header";
import { newValues, valuesOf } from "./wizard-values";

const ESTIMATE_FROM = WIZARD_STEPS.findIndex((s) => s.id === "targeting");

const NO_FILTERS: Targeting = {};

// The form always holds complete values (defaults filled in), so the schema's input and output
// types coincide for it.
const resolver = zodResolver(WizardValues) as unknown as Resolver<WizardValues>;

/** The review step: the launch checklist of the draft as saved, fetched once it is saved. */
function Review({
  campaign,
  autosave,
  hrefOf,
  onGo,
}: {
  campaign: Campaign | null;
  autosave: ReturnType<typeof useAutosave>;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  const { flush } = autosave;
  useEffect(() => {
    void flush();
  }, [flush]);
  const checklist = useQuery({
    queryKey: ["checklist", campaign?.id, autosave.version],
    queryFn: ({ signal }) =>
      fetchJson<Checklist>(`/v1/campaigns/${campaign?.id}/checklist`, { signal }),
    enabled: campaign !== null && !autosave.busy,
    staleTime: 0,
  });
  return (
    <>
      <ReviewSummary />
      <ChecklistView
        checklist={checklist.data}
        loading={autosave.busy || checklist.isPending || checklist.isFetching}
        error={checklist.error}
        hrefOf={hrefOf}
        onGo={onGo}
      />
      {campaign && <LaunchAnyway campaignId={campaign.id} version={autosave.version} />}
    </>
  );
}

/** The step shown: its number and heading, its fields, why a launch was refused, and its buttons. */
function StepForm({
  formRef,
  index,
  commands,
  paused,
  onGo,
  hrefOf,
  heading,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  index: number;
  commands: ReturnType<typeof useWizardCommands>;
  paused: boolean;
  onGo: (id: WizardStepId) => void;
  hrefOf: (id: WizardStepId) => string;
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const step = WIZARD_STEPS[index];
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="step-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (step?.id !== "review") void commands.next();
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
          {step?.label}
        </h2>
      </div>
      {/* The name step takes typing at once (StepName keeps what was typed before the script
          ran); the other steps' fields, and the buttons, wait for it: react-hook-form would wipe
          what was typed into them, and a click on Next would submit the form as a plain GET. */}
      {step?.id === "name" ? (
        children
      ) : (
        <ReadyFieldset className="contents">{children}</ReadyFieldset>
      )}
      <ReadyFieldset className="contents">
        {commands.problem && (
          <LaunchRefused problem={commands.problem} hrefOf={hrefOf} onGo={onGo} />
        )}
        <WizardButtons
          index={index}
          busy={commands.busy}
          paused={paused}
          onGo={onGo}
          onLaunch={() => void commands.launch()}
        />
      </ReadyFieldset>
    </form>
  );
}

/**
 * What the wizard's one watch of the targeting and delivery gives the step and the Live
 * Estimate: the targeting, its conflicts (worked out once per change, for the step's warnings
 * and the panel's list alike), and what may be counted (null while invalid).
 */
function useEstimateInputs(filters: Targeting | undefined, delivery: unknown) {
  const { labelOf } = useCompanyLists();
  const targeting = filters ?? NO_FILTERS;
  const clashes = useMemo(() => conflicts(targeting, labelOf), [targeting, labelOf]);
  const validFilters = Targeting.safeParse(compactTargeting(targeting));
  const validDelivery = Delivery.safeParse(delivery);
  const estimateOf = {
    filters: validFilters.success ? validFilters.data : null,
    delivery: validDelivery.success ? validDelivery.data : null,
  };
  return { targeting, clashes, estimateOf };
}

/** The wizard's state: one form over the steps, its draft saved as the user goes, the step in
 * the address, the buttons' commands and the Live Estimate's inputs from one watch. */
function useWizard(campaign: Campaign | null) {
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
  const place = useWizardStep(campaign, nameValid);
  const { form: formRef, showInvalidOn } = useShowInvalid(place.step);
  const commands = useWizardCommands({
    campaign,
    form,
    autosave,
    go: place.go,
    showInvalidOn,
    step: place.step,
  });
  const estimate = useEstimateInputs(filters, delivery);
  return {
    form,
    autosave,
    name: nameValid ? name.trim() : null,
    ...place,
    formRef,
    commands,
    ...estimate,
  };
}

/**
 * The fields of one step. A plain function, not a component: a component here would be one
 * more drawn on every targeting change, and the step's own components already take its props.
 */
function stepFields(
  step: WizardStepId,
  wizard: ReturnType<typeof useWizard>,
  {
    campaign,
    lists,
    userEmail,
    canSendToCrm = false,
  }: { campaign: Campaign | null; lists: ListSummary[]; userEmail: string; canSendToCrm?: boolean },
): ReactNode {
  const { go, targeting, clashes, autosave, hrefOf } = wizard;
  switch (step) {
    case "name":
      return <StepName />;
    case "quick-start":
      return <StepQuickStart onDone={() => go("targeting")} />;
    case "targeting":
      return <StepTargeting filters={targeting} conflicts={clashes} />;
    case "delivery":
      return <StepDelivery />;
    case "save-to-list":
      return (
        <StepSaveToList lists={lists} campaignId={campaign?.id ?? ""} canSendToCrm={canSendToCrm} />
      );
    case "notifications":
      return <StepNotifications campaignId={campaign?.id ?? ""} userEmail={userEmail} />;
    case "review":
      return <Review campaign={campaign} autosave={autosave} hrefOf={hrefOf} onGo={go} />;
  }
}

export function CampaignWizard(props: {
  /** Null until the name is entered: the draft is created with it. */
  campaign: Campaign | null;
  lists: ListSummary[];
  userEmail: string;
  /** Whether the user may change the campaign's "Send to CRM" (an admin). */
  canSendToCrm?: boolean;
}) {
  const { campaign } = props;
  const wizard = useWizard(campaign);
  const { form, autosave, commands, step, index, reachable, hrefOf, go, estimateOf } = wizard;
  return (
    <FormProvider {...form}>
      <WizardHeader
        campaign={campaign}
        name={wizard.name}
        autosave={autosave}
        resetting={commands.busy === "resetting"}
        onReset={commands.reset}
      />

      {commands.notice && (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-700">
          {commands.notice}
        </p>
      )}

      <div
        className={`grid gap-6 ${index >= ESTIMATE_FROM ? "lg:grid-cols-[12rem_minmax(0,1fr)_18rem]" : "lg:grid-cols-[12rem_minmax(0,1fr)]"}`}
      >
        <Stepper current={step} reachable={reachable} hrefOf={hrefOf} onGo={go} />
        <StepForm
          formRef={wizard.formRef}
          index={index}
          commands={commands}
          paused={campaign?.status === "paused"}
          onGo={go}
          hrefOf={hrefOf}
          heading={wizard.heading}
        >
          {stepFields(step, wizard, props)}
        </StepForm>
        {index >= ESTIMATE_FROM && (
          <div
            id="live-estimate"
            tabIndex={-1}
            className="scroll-mt-4 focus:outline-none lg:sticky lg:top-4 lg:self-start"
          >
            <ReadyFieldset className="contents">
              <LiveEstimate
                {...estimateOf}
                conflicts={wizard.clashes}
                onShowInvalid={() => void commands.showInvalidFilters()}
              />
            </ReadyFieldset>
          </div>
        )}
      </div>

      {(step === "targeting" || step === "delivery") && (
        <>
          {/* Room for the bar, so it never covers the form's last buttons. */}
          <div aria-hidden="true" className="h-16 lg:hidden" />
          <ReadyFieldset className="contents">
            <EstimateBar {...estimateOf} panelId="live-estimate" />
          </ReadyFieldset>
        </>
      )}
    </FormProvider>
  );
}
