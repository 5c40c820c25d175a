"use client";

import { startTransition, useActionState, useState } from "react";
import { Field } from "@/components/ui/field";
import { LocalTime } from "@/components/ui/local-time";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import type { ScheduleState } from "@/lib/edge/actions/list-actions";

/**
 * A watched list's scheduled re-verification: whether it runs, every how many days, and its
 * budget a run (addresses probed, provider calls). Saving watches the list. Each field's error
 * is shown by it and read with it; the outcome is announced.
 */
export function RefreshSchedule({
  action,
  listId,
  refresh,
}: {
  action: (previous: ScheduleState, form: FormData) => Promise<ScheduleState>;
  listId: string;
  refresh: { everyDays: number; budget: number } | null;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [on, setOn] = useState(refresh !== null);
  return (
    <form
      // Submitted by hand, not as `action`: React resets a form its action ran for, which would
      // throw away what was typed (and untick the box) after a refusal.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      aria-busy={pending}
      // The server holds the rules (PUT /v1/lists/{id}/watch's) and says by each field what broke.
      noValidate
      aria-labelledby="refresh-schedule-title"
      className="flex flex-col gap-3"
    >
      <ReadyFieldset className="contents">
        <h3 id="refresh-schedule-title" className="text-sm font-semibold text-slate-900">
          Scheduled refresh
        </h3>
        <input type="hidden" name="listId" value={listId} />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="refresh"
            value="on"
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
          />
          Re-verify this list on a schedule
        </label>
        <div className="flex flex-wrap gap-4">
          <Field
            label="Refresh every (days)"
            name="refreshEveryDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            defaultValue={refresh?.everyDays ?? 30}
            disabled={!on}
            hint="1 to 365"
            error={state.fieldErrors?.refreshEveryDays}
          />
          <Field
            label="Budget a run"
            name="refreshBudget"
            type="number"
            inputMode="numeric"
            min={1}
            max={5000}
            defaultValue={refresh?.budget ?? 500}
            disabled={!on}
            hint="At most this many addresses probed, and provider calls, a run (1 to 5,000)"
            error={state.fieldErrors?.refreshBudget}
          />
        </div>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={pending}
            className="w-fit rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Save schedule
          </button>
          <p role="status" className="text-sm text-slate-600">
            {state.savedAt && !pending ? "Schedule saved." : ""}
          </p>
        </div>
        {state.error && (
          <p role="alert" className="text-sm text-red-700">
            {state.error}
          </p>
        )}
      </ReadyFieldset>
    </form>
  );
}

/** When the next run is due and what the last one did, for every role. */
export function RefreshStatus({
  nextAt,
  last,
}: {
  nextAt: string | null;
  last: {
    finishedAt: string;
    probed: number;
    providerCalls: number;
    changed: number;
    left: number;
    skipped: { profileId: string; reason: string }[];
  } | null;
}) {
  const n = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="refresh-status">
      <dt className="font-medium text-slate-700">Next run</dt>
      <dd className="text-slate-600">{nextAt ? <LocalTime iso={nextAt} /> : "None scheduled"}</dd>
      <dt className="font-medium text-slate-700">Last run</dt>
      <dd className="text-slate-600">
        {last ? (
          <>
            <LocalTime iso={last.finishedAt} />:{" "}
            {[
              n(last.probed, "address probed", "addresses probed"),
              n(last.providerCalls, "provider call", "provider calls"),
              n(last.changed, "person changed", "people changed"),
              ...(last.left > 0 ? [`${n(last.left, "person", "people")} left by the budget`] : []),
              ...(last.skipped.length > 0 ? [n(last.skipped.length, "skipped", "skipped")] : []),
            ].join(", ")}
            {last.skipped.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-xs">
                {last.skipped.slice(0, 5).map((s) => (
                  <li key={s.profileId}>
                    {s.profileId}: {s.reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          "Not re-verified yet"
        )}
      </dd>
    </dl>
  );
}
