"use client";

import {
  CHECKLIST_LABELS,
  type Checklist,
  type ChecklistItemKey,
  WIZARD_STEPS,
  type WizardStepId,
} from "@/lib/features/campaigns/schema";

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
