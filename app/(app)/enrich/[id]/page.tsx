import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page-header";
import Link from "@/components/ui/link";
import { NotFound } from "@/lib/core/errors";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { getFileJob } from "@/lib/features/enrichment/file-jobs";
import { JobProgress } from "./job-progress";

export const metadata: Metadata = { title: "Enriching a file" };
export const dynamic = "force-dynamic";

export default async function FileJobPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  const job = await getFileJob(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href="/enrich" className="text-sm text-brand-700 hover:underline">
          ← Enrich a file
        </Link>
      </p>
      <PageHeader title={job.name} description="Runs in the background: you may leave this page." />
      <JobProgress initial={job} />
    </div>
  );
}
