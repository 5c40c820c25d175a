"use client";

import { type UseQueryResult, useQueries, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { estimateQuery } from "@/components/estimate/use-estimate";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRovingFocus } from "@/components/ui/roving-focus";
import { plural } from "@/lib/core/plural";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import type { WizardValues } from "@/lib/features/campaigns/schema";
import { isEmptyTargeting } from "@/lib/features/campaigns/targeting-chips";
import type { CampaignTemplate } from "@/lib/features/campaigns/templates";
import type { Estimate } from "@/lib/features/estimate/schema";

/** The templates, each with the size of its audience, counted as soon as the list arrives. */
function useTemplates() {
  const templates = useQuery({
    queryKey: ["campaign-templates"],
    queryFn: ({ signal }) =>
      fetchJson<{ data: CampaignTemplate[] }>("/v1/campaigns/templates", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = templates.data?.data ?? [];
  const sizes = useQueries({ queries: list.map((t) => estimateQuery({ filters: t.filters })) });
  return { templates, list, sizes };
}

/** One template as a toggle button: its name, what it is for and how many it reaches. */
function TemplateCard({
  template,
  size,
  selected,
  tabStop,
  onChoose,
}: {
  template: CampaignTemplate;
  size: UseQueryResult<Estimate> | undefined;
  selected: boolean;
  /** The grid's one tab stop (the chosen template, else the first); arrows reach the others. */
  tabStop: boolean;
  onChoose: (t: CampaignTemplate) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(template)}
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      className={`flex h-full w-full flex-col gap-2 rounded-lg border bg-white p-4 text-left shadow-sm hover:border-brand-500 ${selected ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
    >
      <span className="font-semibold text-slate-900">{template.name}</span>
      <span className="text-sm text-slate-600">{template.description}</span>
      <span className="mt-auto text-sm font-medium text-brand-700">
        {size?.data
          ? plural(size.data.count, "profile")
          : size?.isError
            ? "Audience size unavailable"
            : "Counting audience…"}
      </span>
    </button>
  );
}

/** Quick Start: a template pre-fills the targeting; "Start from scratch" leaves it as it is. */
export function StepQuickStart({ onDone }: { onDone: () => void }) {
  const { setValue, control } = useFormContext<WizardValues>();
  const [filters, templateId] = useWatch({ control, name: ["filters", "templateId"] });
  const [replacing, setReplacing] = useState<CampaignTemplate>();
  const { templates, list, sizes } = useTemplates();
  const hintId = useId();
  // One tab stop for the grid (the chosen template's card, else the first), arrows inside.
  const roving = useRovingFocus(
    list.length,
    Math.max(
      0,
      list.findIndex((t) => t.id === templateId),
    ),
  );

  const apply = (t: CampaignTemplate) => {
    setValue("filters", structuredClone(t.filters), { shouldDirty: true });
    setValue("templateId", t.id, { shouldDirty: true });
    setReplacing(undefined);
    onDone();
  };
  const choose = (t: CampaignTemplate) => {
    if (t.id === templateId || isEmptyTargeting(filters)) apply(t);
    else setReplacing(t);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600" id={hintId}>
        Start from a ready-made audience and adjust it, or build your own from scratch. The
        templates are one stop for the Tab key: arrow keys move between them, Enter picks one.
      </p>
      {templates.isPending ? (
        <p className="text-sm text-slate-600">Loading templates…</p>
      ) : templates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Templates could not be loaded: {templates.error.message}
        </p>
      ) : (
        <ul
          aria-label="Templates"
          aria-describedby={`${hintId}`}
          className="grid gap-3 sm:grid-cols-2"
          onKeyDown={roving.onKeyDown}
        >
          {list.map((t, i) => (
            <li key={t.id}>
              <TemplateCard
                template={t}
                size={sizes[i]}
                selected={t.id === templateId}
                tabStop={roving.tabIndexOf(i) === 0}
                onChoose={choose}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={onDone}>
          Start from scratch
        </Button>
      </div>
      <ConfirmDialog
        open={replacing !== undefined}
        title="Replace your filters?"
        confirmLabel="Use template"
        onConfirm={() => replacing && apply(replacing)}
        onCancel={() => setReplacing(undefined)}
      >
        “{replacing?.name}” replaces the targeting filters you have set.
      </ConfirmDialog>
    </div>
  );
}
