"use client";

import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useEstimate } from "@/components/estimate/use-estimate";
import { canonicalZone } from "@/components/ui/time-zones";
import {
  forecastDelivery,
  forecastEndWords,
  lastDayWords,
  scheduleWords,
} from "@/lib/features/campaigns/forecast";
import {
  CHECKLIST_LABELS,
  type Checklist,
  type ChecklistItemKey,
  WIZARD_STEPS,
  type WizardStepId,
  type WizardValues,
} from "@/lib/features/campaigns/schema";
import { compactTargeting } from "@/lib/features/campaigns/targeting-chips";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import { logicSentence } from "@/lib/model/targeting/logic";
import { Targeting } from "@/lib/model/targeting/schema";
import { useCompanyLists } from "./company-lists";

type Item = Checklist["items"][number];

function stepLabel(id: WizardStepId) {
  return WIZARD_STEPS.find((s) => s.id === id)?.label ?? id;
}

/** A failing item's way back to the step that fixes it. */
export function FixLink({
  item,
  hrefOf,
  onGo,
}: {
  item: ChecklistItemKey;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  const step = CHECKLIST_LABELS[item].step;
  return (
    <a
      href={hrefOf(step)}
      onClick={(e) => {
        e.preventDefault();
        onGo(step);
      }}
      className="font-medium whitespace-nowrap text-brand-700 underline"
    >
      Fix in {stepLabel(step)}
    </a>
  );
}

/** One check: passed or not (said to screen readers, shown by the badge), why, and its fix. */
function ChecklistRow({
  item: i,
  hrefOf,
  onGo,
}: {
  item: Item;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  return (
    <li
      data-testid={`checklist-${i.item}`}
      data-ok={i.ok}
      className="flex items-start gap-3 py-2 text-sm"
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${i.ok ? "bg-green-700" : "bg-red-600"}`}
      >
        {i.ok ? "✓" : "!"}
      </span>
      <span className="flex-1">
        <span className="sr-only">{i.ok ? "Passed: " : "Needs attention: "}</span>
        <span className="font-medium text-slate-900">{CHECKLIST_LABELS[i.item].label}</span>
        <span className="text-slate-700"> — {i.detail}</span>
      </span>
      {!i.ok && <FixLink item={i.item} hrefOf={hrefOf} onGo={onGo} />}
    </li>
  );
}

export function ChecklistView({
  checklist,
  loading,
  error,
  hrefOf,
  onGo,
}: {
  checklist?: Checklist;
  loading: boolean;
  error: Error | null;
  hrefOf: (id: WizardStepId) => string;
  onGo: (id: WizardStepId) => void;
}) {
  const failing = checklist?.items.filter((i) => !i.ok).length ?? 0;
  return (
    <section
      aria-labelledby="checklist-title"
      aria-busy={loading}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="checklist-title" className="text-base font-semibold text-slate-900">
        Launch Checklist
      </h3>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The checklist could not be loaded: {error.message}
        </p>
      ) : loading || !checklist ? (
        <p className="mt-2 text-sm text-slate-600">Checking the campaign…</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="checklist-summary">
            {checklist.ready
              ? "Everything is ready to launch."
              : `${failing} ${failing === 1 ? "item needs" : "items need"} attention before launch.`}
          </p>
          <ul className="mt-3 flex flex-col divide-y divide-slate-100">
            {checklist.items.map((i) => (
              <ChecklistRow key={i.item} item={i} hrefOf={hrefOf} onGo={onGo} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="text-slate-700 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * What the campaign will do, each said once: who (the filters' sentence), when (the schedule in
 * words), its last delivery day and when the forecast ends. The checklist below says whether
 * it may launch.
 */
export function ReviewSummary() {
  const { control } = useFormContext<WizardValues>();
  const [filters, delivery] = useWatch({ control, name: ["filters", "delivery"] });
  const { labelOf } = useCompanyLists();
  const validFilters = Targeting.safeParse(compactTargeting(filters ?? {}));
  const validDelivery = Delivery.safeParse(delivery);
  const d = validDelivery.success ? validDelivery.data : null;
  const { estimate, stale } = useEstimate(validFilters.success ? validFilters.data : null, d);
  const who = validFilters.success ? logicSentence(validFilters.data, labelOf) : "";
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="review-summary"
    >
      <h3 id="summary-title" className="text-base font-semibold text-slate-900">
        Summary
      </h3>
      <dl className="mt-2 flex flex-col divide-y divide-slate-100 text-sm">
        <SummaryRow term="Who">
          <span data-testid="review-who">
            {!validFilters.success
              ? "A targeting filter is not valid yet."
              : who || "Everyone: no filter is set."}
          </span>
        </SummaryRow>
        {d ? (
          <>
            <SummaryRow term="Schedule">
              <span data-testid="review-schedule">
                {scheduleWords({ ...d, timezone: canonicalZone(d.timezone) })}
              </span>
            </SummaryRow>
            <SummaryRow term="Last delivery day">
              <span data-testid="review-last-day">{lastDayWords(d)}</span>
            </SummaryRow>
            <SummaryRow term="Forecast">
              <span data-testid="review-forecast" className={stale ? "text-slate-500" : ""}>
                {estimate
                  ? forecastEndWords(d, forecastDelivery(d, estimate, 0, new Date()))
                  : "Counting the deliverable audience…"}
              </span>
            </SummaryRow>
          </>
        ) : (
          <SummaryRow term="Schedule">The delivery settings are not complete yet.</SummaryRow>
        )}
      </dl>
    </section>
  );
}
