import type { FileJobProgress } from "@/lib/features/enrichment/file-job-schema";

/** A job's status in words, with why it paused. */
export function statusText(job: Pick<FileJobProgress, "status" | "pauseReason">): string {
  if (job.status !== "paused") {
    return { running: "Running", cancelled: "Cancelled", completed: "Done" }[job.status];
  }
  if (job.pauseReason === "ceiling") return "Paused: reached its ceiling";
  const [, counter, reason] = job.pauseReason?.split(":") ?? [];
  return `Paused: ${counter} allowance ${reason === "out_of_credits" ? "out of credits" : "used up for today"}`;
}
