import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { RoleNotice } from "@/components/teams/role-notice";
import Link from "@/components/ui/link";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listFileJobs } from "@/lib/features/enrichment/file-jobs";
import { EnrichFile } from "./enrich-file";
import { statusText } from "./status-text";

export const metadata: Metadata = { title: "Enrich a file" };
export const dynamic = "force-dynamic";

export default async function EnrichPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "enrich")) {
    return <RoleNotice role={ctx.role} what="enrich files" />;
  }
  const jobs = await listFileJobs(ctx);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Enrich a file"
        description={
          <>
            Upload a spreadsheet of people (an event's attendees, a CRM export) and get it back with
            e-mails, mobiles and titles. You see the cost before it starts; it runs in the
            background. Also by API: <code>POST /v1/enrichment-jobs</code>.
          </>
        }
      />
      <EnrichFile />
      <section aria-labelledby="jobs-heading" className="flex flex-col gap-3">
        <h2 id="jobs-heading" className="text-base font-semibold text-slate-900">
          Your files
        </h2>
        {jobs.length === 0 ? (
          <p className="text-sm text-slate-600">No file enriched yet.</p>
        ) : (
          <Table
            caption="Your files"
            hideCaption
            testId="file-jobs"
            head={
              <>
                <Th>File</Th>
                <Th>Status</Th>
                <Th>Rows done</Th>
                <Th>Matched</Th>
                <Th>Started</Th>
              </>
            }
          >
            {jobs.map((j) => (
              <Tr key={j.id}>
                <Td>
                  <Link href={`/enrich/${j.id}`} className="font-medium text-brand-700 underline">
                    {j.name}
                  </Link>
                </Td>
                <Td>{statusText(j)}</Td>
                <Td className="tabular-nums">
                  {j.rowsDone.toLocaleString("en")} of {j.rows.toLocaleString("en")}
                </Td>
                <Td className="tabular-nums">{j.matched.toLocaleString("en")}</Td>
                <Td className="whitespace-nowrap">
                  {j.createdAt.slice(0, 16).replace("T", " ")} UTC
                </Td>
              </Tr>
            ))}
          </Table>
        )}
      </section>
    </div>
  );
}
