import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { RoleNotice } from "@/components/teams/role-notice";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listRequests } from "@/lib/features/enrichment/requests";

export const metadata: Metadata = { title: "Requests" };
export const dynamic = "force-dynamic";

const STATUS = {
  pending: "bg-amber-100 text-amber-900",
  processing: "bg-blue-100 text-blue-900",
  success: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
} as Record<string, string>;

type RequestSummary = Awaited<ReturnType<typeof listRequests>>[number];

/** One request: its id (linked to its page), operation, status, size, webhook and when. */
function RequestRow({ request: r }: { request: RequestSummary }) {
  return (
    <Tr>
      <Td>
        <Link
          href={`/requests/${r.id}`}
          className="font-mono text-xs text-brand-700 hover:underline"
        >
          {r.id}
        </Link>
        {r.name && <div className="text-xs text-slate-600">{r.name}</div>}
      </Td>
      <Td>{r.kind}</Td>
      <Td>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS[r.status] ?? ""}`}>
          {r.status}
        </span>
      </Td>
      <Td className="tabular-nums">{Array.isArray(r.inputs) ? r.inputs.length : 1}</Td>
      <Td className="max-w-56 truncate text-slate-600">{r.webhookUrl ?? "—"}</Td>
      <Td className="whitespace-nowrap text-slate-600">
        <LocalTime iso={r.createdAt.toISOString()} />
      </Td>
    </Tr>
  );
}

export default async function RequestsPage({
  searchParams,
}: {
  searchParams: Promise<{ before?: string }>;
}) {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "enrich")) {
    return <RoleNotice role={ctx.role} what="see the enrichment requests" />;
  }
  const { before } = await searchParams;
  const beforeDate = before && !Number.isNaN(Date.parse(before)) ? new Date(before) : undefined;
  const requests = await listRequests(ctx, { limit: 50, before: beforeDate });
  const last = requests.at(-1);
  return (
    <>
      <PageHeader
        title="Requests"
        description="Enrichment requests made through the API (/v1/contact/details, /enrich, /bulk), newest first."
      />
      {requests.length === 0 ? (
        <EmptyState title="No requests yet">
          Call <code>POST /v1/contact/enrich</code> with an API key from Settings; every request
          appears here with its result and webhook attempts.
        </EmptyState>
      ) : (
        <Table
          head={["Request", "Operation", "Status", "Profiles", "Webhook", "Submitted"].map((h) => (
            <Th key={h}>{h}</Th>
          ))}
        >
          {requests.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </Table>
      )}
      {requests.length === 50 && last && (
        <p className="mt-4">
          <Link
            href={`/requests?before=${encodeURIComponent(last.createdAt.toISOString())}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Older requests →
          </Link>
        </p>
      )}
    </>
  );
}
