"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";
import { plural } from "@/lib/core/plural";
import type { FileJobProgress } from "@/lib/features/enrichment/file-job-schema";
import { jobAction, jobProgress } from "../file-job-api";
import { statusText } from "../status-text";

function duration(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.round(seconds)), "second");
  if (seconds < 3600) return plural(Math.round(seconds / 60), "minute");
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

/** The job's progress, polled while it runs (a reload starts from the server's state). */
export function JobProgress({ initial }: { initial: FileJobProgress }) {
  const client = useQueryClient();
  const key = ["file-job", initial.id];
  const { data: job = initial, error } = useQuery({
    queryKey: key,
    queryFn: () => jobProgress(initial.id),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === "running" ? 1_000 : false),
  });
  const [acting, setActing] = useState(false);
  const [actionError, setActionError] = useState<string>();

  async function act(action: "cancel" | "resume") {
    setActing(true);
    setActionError(undefined);
    try {
      client.setQueryData(key, await jobAction(job.id, action));
    } catch (e) {
      setActionError((e as Error).message);
    } finally {
      setActing(false);
    }
  }

  const counters = (["api", "email", "mobile"] as const).filter((c) => job.ceiling[c] > 0);
  const base = `/v1/enrichment-jobs/${job.id}/result`;
  return (
    <div className="flex flex-col gap-5">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-900" data-testid="job-status">
          {statusText(job)}
        </p>
        <progress
          max={job.rows}
          value={job.rowsDone}
          aria-label="Rows done"
          className="h-3 w-full max-w-xl"
        />
        <p className="text-sm text-slate-800 tabular-nums" data-testid="job-rows">
          {job.rowsDone.toLocaleString("en")} of {plural(job.rows, "row")} done
          {job.rowsLeft > 0 && job.status !== "running"
            ? `; ${plural(job.rowsLeft, "row")} left`
            : ""}
          {job.status === "running" && job.secondsLeft !== null
            ? ` · ${job.rowsPerSecond.toLocaleString("en")} rows/s · about ${duration(job.secondsLeft)} left`
            : ""}
        </p>
      </div>
      <dl className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm" data-testid="job-figures">
        <dt className="text-slate-600">Matched</dt>
        <dd className="tabular-nums">{job.matched.toLocaleString("en")}</dd>
        <dt className="text-slate-600">E-mail addresses found</dt>
        <dd className="tabular-nums">{job.found.email.toLocaleString("en")}</dd>
        <dt className="text-slate-600">Mobile numbers found</dt>
        <dd className="tabular-nums">{job.found.mobile.toLocaleString("en")}</dd>
        {counters.map((c) => (
          <div key={c} className="contents">
            <dt className="text-slate-600">Spent of {c}</dt>
            <dd className="tabular-nums" data-testid={`job-spent-${c}`}>
              {job.spent[c].toLocaleString("en")} of at most {job.ceiling[c].toLocaleString("en")}
            </dd>
          </div>
        ))}
      </dl>
      {(error || actionError) && (
        <p role="alert" className="text-sm text-red-700">
          {actionError ?? (error as Error).message}
        </p>
      )}
      <ReadyFieldset className="flex min-w-0 flex-wrap items-center gap-3">
        <a
          href={`${base}?format=csv`}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Download CSV
        </a>
        <a
          href={`${base}?format=xlsx`}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Download XLSX
        </a>
        {job.status === "paused" && (
          <Button variant="secondary" disabled={acting} onClick={() => void act("resume")}>
            Resume
          </Button>
        )}
        {(job.status === "running" || job.status === "paused") && (
          <Button variant="danger" disabled={acting} onClick={() => void act("cancel")}>
            Cancel the job
          </Button>
        )}
      </ReadyFieldset>
      <p className="text-xs text-slate-600">
        {job.status === "completed" || job.status === "cancelled"
          ? "The file keeps every original column and row, with each row's status."
          : "A download now has the rows done so far; the others say they are not processed yet."}{" "}
        Kept until {job.expiresAt.slice(0, 10)}.
      </p>
    </div>
  );
}
