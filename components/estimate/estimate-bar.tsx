"use client";

import type { Delivery } from "@/lib/model/targeting/delivery-schema";
import type { Targeting } from "@/lib/model/targeting/schema";
import { useEstimate } from "./use-estimate";

const n = (x: number) => x.toLocaleString("en-US");

/**
 * The Live Estimate in one line, fixed to the bottom of a narrow screen, where the full panel
 * sits below the whole form: the count stays in sight while filters change. It reads the same
 * react-query entry as the panel, so it asks nothing more of the server.
 */
export function EstimateBar({
  filters,
  delivery,
  panelId,
}: {
  filters: Targeting | null;
  delivery: Delivery | null;
  /** The full panel, which "Details" brings into view. */
  panelId: string;
}) {
  const { estimate, stale, loading } = useEstimate(filters, delivery);
  return (
    <section
      aria-label="Live Estimate summary"
      aria-busy={loading}
      data-testid="estimate-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.06)] lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 text-sm">
        <p className={stale ? "text-slate-500" : "text-slate-900"}>
          {filters === null ? (
            "A filter is not valid yet."
          ) : estimate ? (
            <>
              <span className="font-semibold tabular-nums" data-testid="estimate-bar-count">
                {n(estimate.count)}
              </span>{" "}
              matching ·{" "}
              <span className="font-semibold tabular-nums">{n(estimate.deliverable)}</span>{" "}
              deliverable
            </>
          ) : (
            "Counting…"
          )}
          {loading && filters !== null && <span className="sr-only"> (updating)</span>}
        </p>
        <button
          type="button"
          onClick={() => {
            const panel = document.getElementById(panelId);
            panel?.scrollIntoView({ block: "start" });
            panel?.focus({ preventScroll: true });
          }}
          className="shrink-0 rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
        >
          Details
        </button>
      </div>
    </section>
  );
}
