"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useEstimate } from "@/components/estimate/use-estimate";
import { canonicalZone } from "@/components/ui/time-zones";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import {
  type Cost,
  forecastDelivery,
  forecastSentence,
  hasChannel,
} from "@/lib/features/campaigns/forecast";
import type { WizardValues } from "@/lib/features/campaigns/schema";
import { compactTargeting } from "@/lib/features/campaigns/targeting-chips";
import type { Estimate } from "@/lib/features/estimate/schema";
import { Delivery } from "@/lib/model/targeting/delivery-schema";
import { Targeting } from "@/lib/model/targeting/schema";

type Usage = Record<keyof Cost, { limit: number }>;

const n = (x: number) => x.toLocaleString("en-US");
const ROWS: { key: keyof Cost; label: string }[] = [
  { key: "api", label: "API" },
  { key: "email", label: "E-mail" },
  { key: "mobile", label: "Mobile" },
];

/** The allowances a delivery day uses and the whole audience uses, beside the daily limits. */
function CostTable({
  forecast,
  usage,
}: {
  forecast: ReturnType<typeof forecastDelivery>;
  usage: Usage | undefined;
}) {
  // A few figures in the forecast panel's flow, not rows of records: compact, apart from the
  // house table.
  return (
    <table className="mt-3 w-full max-w-md text-left text-sm" data-testid="forecast-costs">
      <caption className="sr-only">Allowance used per delivery day and in total</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Allowance
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Per day
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            In total
          </th>
          {usage && (
            <th scope="col" className="py-1 text-right font-medium">
              Daily limit
            </th>
          )}
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {ROWS.map((r) => (
          <tr key={r.key} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-normal text-slate-700">
              {r.label}
            </th>
            <td className="py-1 text-right">{n(forecast.perDay[r.key])}</td>
            <td className="py-1 text-right">{n(forecast.total[r.key])}</td>
            {usage && <td className="py-1 text-right text-slate-700">{n(usage[r.key].limit)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The forecast of a complete delivery: when the audience runs out, what a day costs, and
 * which daily allowance it outgrows. Dimmed while a new count is on its way. */
function Forecast({
  delivery: d,
  estimate,
  stale,
  usage,
}: {
  delivery: Delivery;
  estimate: Estimate;
  stale: boolean;
  usage: Usage | undefined;
}) {
  const f = forecastDelivery(d, estimate, 0, new Date());
  // A stored old alias (Asia/Calcutta) is named as the picker names it (Asia/Kolkata).
  const shown = { ...d, timezone: canonicalZone(d.timezone) };
  if (!hasChannel(d)) {
    return (
      <p className="text-sm text-slate-900" data-testid="forecast-sentence" aria-live="polite">
        {forecastSentence(shown, f)}
      </p>
    );
  }
  const over = ROWS.filter(
    (r) => usage && f.perDay[r.key] > 0 && f.perDay[r.key] > usage[r.key].limit,
  );
  return (
    <div className={stale ? "[&_*]:text-slate-500!" : ""}>
      <p className="text-sm text-slate-900" data-testid="forecast-sentence" aria-live="polite">
        {n(estimate.deliverable)} deliverable {estimate.deliverable === 1 ? "person" : "people"}:{" "}
        {forecastSentence(shown, f)}
      </p>
      {f.withinWeek && (
        <p
          className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="forecast-warning"
        >
          The audience is used up within a week. Widen the targeting, or deliver fewer leads a day
          to spread it out.
        </p>
      )}
      {f.remaining > 0 && d.days.length > 0 && <CostTable forecast={f} usage={usage} />}
      {over.length > 0 && (
        <p className="mt-2 text-sm text-amber-900" data-testid="forecast-over-limit">
          A day&rsquo;s delivery needs more than your daily {over.map((r) => r.label).join(" and ")}{" "}
          allowance: delivery stops for the day when it runs out, so the campaign takes longer than
          this.
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        A lead costs 1 API credit plus 1 per e-mail address and mobile number it carries; a lead
        with two addresses costs two, so these are the least it costs.
      </p>
    </div>
  );
}

/**
 * How long the deliverable audience lasts on these delivery settings and what it costs, from
 * the Live Estimate's count (the same request, so it asks the server nothing more).
 */
export function DeliveryForecast() {
  const { control } = useFormContext<WizardValues>();
  const [filters, delivery] = useWatch({ control, name: ["filters", "delivery"] });
  const validFilters = Targeting.safeParse(compactTargeting(filters ?? {}));
  const validDelivery = Delivery.safeParse(delivery);
  const { estimate, stale } = useEstimate(
    validFilters.success ? validFilters.data : null,
    validDelivery.success ? validDelivery.data : null,
  );
  const usage = useQuery({
    queryKey: ["usage"],
    queryFn: ({ signal }) => fetchJson<Usage>("/v1/usage", { signal }),
    staleTime: 60_000,
  });

  let body: React.ReactNode;
  if (!validDelivery.success) {
    body = (
      <p className="text-sm text-slate-600">The forecast appears once delivery is complete.</p>
    );
  } else if (!validFilters.success) {
    body = <p className="text-sm text-slate-600">A targeting filter is not valid yet.</p>;
  } else if (!estimate) {
    body = <p className="text-sm text-slate-600">Counting the deliverable audience…</p>;
  } else {
    body = (
      <Forecast
        delivery={validDelivery.data}
        estimate={estimate}
        stale={stale}
        usage={usage.data}
      />
    );
  }
  return (
    <section
      aria-labelledby="forecast-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="delivery-forecast"
    >
      <h3 id="forecast-title" className="text-sm font-semibold text-slate-900">
        Forecast
      </h3>
      <div className="mt-2">{body}</div>
    </section>
  );
}
