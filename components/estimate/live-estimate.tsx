"use client";

import { useCompanyLists } from "@/components/campaign-wizard/company-lists";
import { contactChoiceCounts } from "@/lib/features/campaigns/contact-words";
import { hasChannel } from "@/lib/features/campaigns/forecast";
import type { BreakdownRow, Estimate } from "@/lib/features/estimate/schema";
import type { Delivery } from "@/lib/model/targeting/delivery-schema";
import { type Conflict, logicSentence } from "@/lib/model/targeting/logic";
import type { Targeting } from "@/lib/model/targeting/schema";
import { valueLabel } from "@/lib/model/targeting/targeting-labels";
import { EstimateViews } from "./estimate-views";
import { PeoplePreview } from "./people-preview";
import { useEstimate } from "./use-estimate";

const n = (x: number) => x.toLocaleString("en-US");

/** Each breakdown with the filter key its values belong to (for their labels). */
const BREAKDOWNS: { key: keyof Estimate["breakdown"]; label: string; filter: string }[] = [
  { key: "country", label: "Country", filter: "locations.countries" },
  { key: "seniority", label: "Seniority", filter: "seniorities" },
  { key: "industry", label: "Industry", filter: "industries" },
  { key: "companySize", label: "Company size", filter: "companySizes" },
];

function Figure({ label, value, testId }: { label: string; value?: number; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium tabular-nums text-slate-900" data-testid={testId}>
        {value === undefined ? "—" : n(value)}
      </dd>
    </div>
  );
}

function Bars({
  label,
  filter,
  rows,
  total,
  approximate,
}: {
  label: string;
  filter: string;
  rows: BreakdownRow[];
  total: number;
  /** Counted from a sample: each figure is shown as "about". */
  approximate: boolean;
}) {
  const top = rows.slice(0, 5);
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
      {top.length === 0 ? (
        <p className="mt-1 text-xs text-slate-600">No data.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {top.map((row) => {
            const share = total > 0 ? row.count / total : 0;
            return (
              <li key={row.value} className="text-xs">
                <div className="flex justify-between gap-2">
                  <span className="truncate text-slate-800">{valueLabel(filter, row.value)}</span>
                  <span className="tabular-nums text-slate-600">
                    {approximate && (
                      <>
                        <span aria-hidden="true">≈ </span>
                        <span className="sr-only">about </span>
                      </>
                    )}
                    {n(row.count)} ({Math.round(share * 100)}%)
                  </span>
                </div>
                <div aria-hidden="true" className="mt-0.5 h-1.5 rounded bg-slate-100">
                  <div
                    className="h-1.5 rounded bg-brand-500"
                    style={{ width: `${Math.max(1, share * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * At zero, the filter to loosen: the one whose removal alone gives the most people (the server
 * counts each active filter's removal only then).
 */
function LoosenHint({ loosen, dim }: { loosen: NonNullable<Estimate["loosen"]>; dim: string }) {
  const [best] = loosen;
  if (!best) return null;
  return (
    <p className={`mt-1 text-sm text-slate-700 ${dim}`} data-testid="estimate-loosen">
      {best.count > 0
        ? `Loosen ${best.label} (would give ${n(best.count)}).`
        : "Removing any one filter still matches no one: remove several."}
    </p>
  );
}

/** The count, or why there is none yet; announced as it changes. */
function Total({
  invalid,
  error,
  estimate,
  stale,
  dim,
  onShowInvalid,
}: {
  invalid: boolean;
  error: Error | null;
  estimate: Estimate | undefined;
  stale: boolean;
  dim: string;
  onShowInvalid: () => void;
}) {
  return (
    <div className="mt-2" aria-live="polite">
      {invalid ? (
        <p className="text-sm text-slate-600">
          A filter is not valid yet, so nothing is counted.{" "}
          <button
            type="button"
            onClick={onShowInvalid}
            className="font-medium text-brand-700 underline"
          >
            Show the invalid filter
          </button>
        </p>
      ) : error ? (
        <p className="text-sm text-red-700" role="alert">
          Could not estimate: {error.message}
        </p>
      ) : !estimate ? (
        <p className="text-sm text-slate-600" data-testid="estimate-loading">
          Counting matching profiles…
        </p>
      ) : (
        <p className={dim}>
          <span
            className="text-3xl font-semibold tabular-nums text-slate-900"
            data-testid="estimate-total"
            data-stale={stale}
          >
            {n(estimate.count)}
          </span>{" "}
          <span className="text-sm text-slate-600">
            {estimate.count === 1 ? "matching profile" : "matching profiles"}
          </span>
          {stale && <span className="sr-only"> (from the previous filters; updating)</span>}
        </p>
      )}
      {!invalid && !error && estimate?.count === 0 && estimate.loosen && (
        <LoosenHint loosen={estimate.loosen} dim={dim} />
      )}
    </div>
  );
}

/** How many of them can be reached and how (as the delivery asks), and how many a week. */
function Figures({
  estimate,
  delivery,
  dim,
}: {
  estimate: Estimate | undefined;
  delivery: Delivery | null;
  dim: string;
}) {
  const choice = estimate && delivery ? contactChoiceCounts(delivery, estimate) : undefined;
  return (
    <>
      <dl className={`mt-3 flex flex-col gap-1 border-t border-slate-100 pt-3 ${dim}`}>
        <Figure
          label={delivery?.workEmailOnly ? "With work e-mail" : "With e-mail"}
          value={estimate?.withEmail}
          testId="estimate-with-email"
        />
        {delivery?.email && !delivery.workEmailOnly && (
          <Figure
            label="Of them, a work e-mail"
            value={estimate?.withWorkEmail}
            testId="estimate-with-work-email"
          />
        )}
        <Figure label="With mobile" value={estimate?.withMobile} testId="estimate-with-mobile" />
        <Figure label="Deliverable" value={estimate?.deliverable} testId="estimate-deliverable" />
        {estimate && estimate.doNotContact > 0 && (
          <Figure
            label="Removed by do-not-contact"
            value={estimate.doNotContact}
            testId="estimate-do-not-contact"
          />
        )}
        {estimate?.inCrm && (
          <>
            <Figure
              label="Already in your CRM"
              value={estimate.inCrm.people}
              testId="estimate-in-crm"
            />
            <Figure
              label="At companies in your CRM"
              value={estimate.inCrm.companies}
              testId="estimate-in-crm-companies"
            />
            {estimate.inCrm.excluded > 0 && (
              <Figure
                label="Left out, in your CRM"
                value={estimate.inCrm.excluded}
                testId="estimate-crm-excluded"
              />
            )}
          </>
        )}
        {estimate && estimate.recentlyDelivered > 0 && (
          <Figure
            label="Skipped, delivered lately"
            value={estimate.recentlyDelivered}
            testId="estimate-recently-delivered"
          />
        )}
        <Figure
          label="Per week"
          value={delivery ? estimate?.perWeek : undefined}
          testId="estimate-per-week"
        />
      </dl>
      {delivery && !hasChannel(delivery) && (
        <p className={`mt-1 text-xs text-slate-600 ${dim}`} data-testid="estimate-no-channel">
          Nothing is deliverable until the delivery chooses an e-mail address, a mobile number or
          both.
        </p>
      )}
      {delivery && choice && (
        <p className={`mt-1 text-xs text-slate-600 ${dim}`} data-testid="estimate-contact-choice">
          Every lead must have{" "}
          {delivery.requireContact === "all"
            ? "both an e-mail address and a mobile number"
            : "an e-mail address, a mobile number or both"}
          . Of the matching profiles, {choice}
        </p>
      )}
    </>
  );
}

/** Who they are: the breakdowns and a sample of people, then how long the count took. */
function Details({ estimate, dim }: { estimate: Estimate; dim: string }) {
  return (
    <>
      <div className={`mt-4 ${dim}`}>
        <EstimateViews
          views={[
            {
              id: "breakdown",
              label: "Breakdown",
              body: (
                <div className="flex flex-col gap-3">
                  {BREAKDOWNS.map((b) => (
                    <Bars
                      key={b.key}
                      label={b.label}
                      filter={b.filter}
                      rows={estimate.breakdown[b.key]}
                      total={estimate.count}
                      approximate={estimate.breakdownSampled !== undefined}
                    />
                  ))}
                  {estimate.breakdownSampled && (
                    <p className="text-xs text-slate-600" data-testid="breakdown-sampled">
                      A wide audience: these shares come from an evenly spread sample of{" "}
                      {n(estimate.breakdownSampled.people)} of the {n(estimate.count)} people,
                      rounded. The counts above are exact.
                    </p>
                  )}
                </div>
              ),
            },
            {
              id: "people",
              label: "People",
              body: (
                <PeoplePreview
                  people={estimate.sample ?? []}
                  count={estimate.count}
                  limit={estimate.sampleLimit}
                />
              ),
            },
          ]}
        />
      </div>
      <p className="mt-3 text-xs text-slate-600" data-testid="estimate-took">
        Counted in {estimate.tookMs < 1 ? "under 1" : Math.round(estimate.tookMs)} ms
        {estimate.exact ? "" : " (the index is catching up with new data)"}.
      </p>
    </>
  );
}

type LiveEstimateProps = {
  /** Null while the targeting has an invalid field. */
  filters: Targeting | null;
  /** Null while the delivery settings are incomplete; the weekly figure waits for them. */
  delivery: Delivery | null;
  /** Values both included and excluded in the targeting, listed while it is valid. */
  conflicts: Conflict[];
  /** Takes the user to the invalid targeting field. */
  onShowInvalid: () => void;
};

/** The panel's count and what is said around it: who is counted, the clashes, how it is dimmed. */
function usePanelState({ filters, delivery, conflicts }: LiveEstimateProps) {
  const { estimate, counted, stale, loading, error } = useEstimate(filters, delivery);
  // While a new count is on its way the last one stays where it is, dimmed and marked: the
  // panel keeps its size, so nothing on the page moves under the user's eyes. Dimmed by colour,
  // not opacity, so that the outdated text still meets the contrast minimum.
  const { labelOf } = useCompanyLists();
  const logic = counted ? logicSentence(counted, labelOf) : "";
  const clashes = filters ? conflicts : [];
  const dim = stale ? "[&_*]:text-slate-500! [&_.bg-brand-500]:opacity-40" : "";
  return { estimate, stale, loading, error, logic, clashes, dim };
}

/**
 * The Live Estimate panel: recalculated whenever the targeting (or the delivery, for the
 * weekly figure) changes; never shows a figure that belongs to older filters. Its header, "Who"
 * line and clashes stay inline: as components they would be three more drawn on every change.
 */
export function LiveEstimate(props: LiveEstimateProps) {
  const { filters, delivery, onShowInvalid } = props;
  const { estimate, stale, loading, error, logic, clashes, dim } = usePanelState(props);
  return (
    <section
      aria-labelledby="live-estimate-title"
      aria-busy={loading}
      data-testid="live-estimate"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="live-estimate-title" className="text-sm font-semibold text-slate-900">
          Live Estimate
        </h2>
        {loading && filters !== null && (
          <span
            className="flex items-center gap-1.5 text-xs text-slate-600"
            data-testid="estimate-busy"
          >
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            Updating…
          </span>
        )}
      </div>
      <Total
        invalid={filters === null}
        error={error}
        estimate={estimate}
        stale={stale}
        dim={dim}
        onShowInvalid={onShowInvalid}
      />
      {logic && (
        <p className="mt-2 text-xs text-slate-700" data-testid="estimate-logic">
          <span className="font-semibold">Who: </span>
          {logic}
        </p>
      )}
      {/* Not announced again here: the field that holds the value already did. */}
      {clashes.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" data-testid="estimate-conflicts">
          {clashes.map((c) => (
            <li key={c.path.join(".")} className="text-xs text-amber-800">
              {c.sentence}
            </li>
          ))}
        </ul>
      )}
      <Figures estimate={estimate} delivery={delivery} dim={dim} />
      {estimate && <Details estimate={estimate} dim={dim} />}
      {!delivery && estimate && (
        <p className="mt-1 text-xs text-slate-600">Per week appears once delivery is complete.</p>
      )}
    </section>
  );
}
