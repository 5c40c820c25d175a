import type { enrichmentJobs } from "@/db/schema";
import type { FileJobProgress } from "./file-job-schema";

type Job = typeof enrichmentJobs.$inferSelect;

/** The job's progress as GET /v1/enrichment-jobs/{id} and the completion webhook state it. */
export function progressOf(job: Job, now: Date): FileJobProgress {
  const end = job.completedAt ?? (job.status === "running" ? now : job.updatedAt);
  const seconds = Math.max(0.001, (end.getTime() - job.createdAt.getTime()) / 1000);
  const rate = job.rowsDone / seconds;
  const rowsLeft = job.rowsTotal - job.rowsDone;
  return {
    id: job.id,
    name: job.name,
    status: job.status,
    pauseReason: job.pauseReason,
    rows: job.rowsTotal,
    rowsDone: job.rowsDone,
    rowsLeft,
    matched: job.rowsMatched,
    found: { email: job.foundEmail, mobile: job.foundMobile },
    spent: { api: job.spentApi, email: job.spentEmail, mobile: job.spentMobile },
    ceiling: { api: job.ceilingApi, email: job.ceilingEmail, mobile: job.ceilingMobile },
    rowsPerSecond: Math.round(rate * 10) / 10,
    secondsLeft:
      job.status !== "running"
        ? rowsLeft === 0
          ? 0
          : null
        : rate > 0
          ? Math.ceil(rowsLeft / rate)
          : null,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt.toISOString(),
  };
}
