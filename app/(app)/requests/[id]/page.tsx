import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AutoRefresh } from "@/components/auto-refresh";
import { ActionForm } from "@/components/ui/action-form";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { NotFound } from "@/lib/core/errors";
import { resendAction } from "@/lib/edge/actions/enrichment-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { provenanceOf } from "@/lib/features/enrichment/provenance";
import { getRequestDetail } from "@/lib/features/enrichment/requests";
import type { StoredResult } from "@/lib/features/enrichment/stored-result";

export const metadata: Metadata = { title: "Request" };
export const dynamic = "force-dynamic";

const at = (d: Date | null) => (d ? <LocalTime iso={d.toISOString()} /> : "—");

/** What went wrong with an attempt: the transport's error, or the receiver's non-2xx answer. */
function attemptError(a: { error: string | null; statusCode: number | null }): string {
  if (a.error) return a.error;
  if (a.statusCode !== null && (a.statusCode < 200 || a.statusCode > 299)) {
    return `receiver answered ${a.statusCode}`;
  }
  return "";
}

type Detail = Awaited<ReturnType<typeof getRequestDetail>>;
type Contact = { value: string };
type Result = {
  data?: { id: string; name?: string; title?: string; email?: Contact[]; mobile?: Contact[] }[];
  notFound?: unknown[];
  missing?: { profileId: string; field: string }[];
  withheld?: unknown[];
};

/**
 * The result's counts in words: every input is accounted for (found, not found, held back, or
 * the same person as another input, delivered once), then the contacts left out for allowance.
 */
function resultCounts(submitted: number, result: Result): string {
  const found = result.data?.length ?? 0;
  const notFound = result.notFound?.length ?? 0;
  const withheld = result.withheld?.length ?? 0;
  const repeats = submitted - found - notFound - withheld;
  const missing = result.missing?.length ?? 0;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    `${plural(submitted, "input", "inputs")}: ${found} found`,
    `${notFound} not found`,
    withheld > 0 && `${withheld} held back by the do-not-contact list`,
    repeats > 0 &&
      `${plural(repeats, "input was", "inputs were")} a person already found (delivered once)`,
    missing > 0 &&
      `${plural(missing, "contact", "contacts")} not delivered: an allowance was used up`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** What was asked, when, and how it ended. */
function RequestFacts({ request }: { request: Detail["request"] }) {
  return (
    <dl className="mt-4 grid max-w-3xl grid-cols-2 gap-x-6 gap-y-1 text-sm">
      <dt className="text-slate-600">Operation</dt>
      <dd>{request.kind}</dd>
      <dt className="text-slate-600">Status</dt>
      <dd data-testid="request-status">{request.status}</dd>
      <dt className="text-slate-600">Submitted</dt>
      <dd>{at(request.createdAt)}</dd>
      <dt className="text-slate-600">Completed</dt>
      <dd>{at(request.completedAt)}</dd>
      <dt className="text-slate-600">Contacts asked for</dt>
      <dd>
        {[request.includeEmail && "e-mail", request.includeMobile && "mobile"]
          .filter(Boolean)
          .join(", ") || "none"}
      </dd>
      {request.error && (
        <>
          <dt className="text-slate-600">Error</dt>
          <dd className="text-red-700">{request.error}</dd>
        </>
      )}
    </dl>
  );
}

/** Where each field of each found profile came from, and when it was obtained. */
function Provenance({ sources }: { sources: ReturnType<typeof provenanceOf> }) {
  return (
    <div className="mt-3" data-testid="provenance">
      <h3 className="text-sm font-semibold">Where each field came from</h3>
      {/* Small print under each result, not a table of records: compact, apart from the house table. */}
      {Object.entries(sources).map(([profileId, fields]) => (
        <table key={profileId} className="mt-2 w-full max-w-2xl text-left text-xs">
          <caption className="text-left font-mono text-slate-600">{profileId}</caption>
          <thead>
            <tr className="text-slate-600">
              <th className="py-1 pr-4 font-medium">Field</th>
              <th className="py-1 pr-4 font-medium">Source</th>
              <th className="py-1 font-medium">Obtained</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(fields).map(([field, { source, at: when }]) => (
              <tr key={field} className="border-t border-slate-100">
                <td className="py-1 pr-4 font-mono">{field}</td>
                <td className="py-1 pr-4">{source}</td>
                <td className="py-1">{when ? <LocalTime iso={when} /> : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** A person's delivered addresses or numbers of one kind, or that none was found. */
function ContactOf({
  kind,
  found,
  unpaid,
}: {
  kind: "email" | "mobile";
  found?: Contact[];
  /** Found but left out: the allowance it is paid from was used up (`missing`). */
  unpaid: boolean;
}) {
  const label = kind === "email" ? "e-mail" : "mobile";
  if (unpaid)
    return <span className="text-amber-800"> · {label} not delivered: allowance used up</span>;
  return (
    <span className="text-slate-600">
      {" · "}
      {found?.length ? (
        <span className="font-mono text-xs text-slate-800">
          {found.map((c) => c.value).join(", ")}
        </span>
      ) : (
        `no ${label} found`
      )}
    </span>
  );
}

/** The people found, the counts, the sources and the whole stored result. */
function ResultSection({
  result,
  submitted,
  asked,
}: {
  result: Result | null;
  submitted: number;
  /** The contact kinds the request asked for. */
  asked: ("email" | "mobile")[];
}) {
  const sources = result?.data ? provenanceOf(result as StoredResult) : {};
  return (
    <section className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">Result</h2>
      {!result ? (
        <p className="mt-2 text-sm text-slate-600">Not ready yet.</p>
      ) : (
        <>
          <ul className="mt-2 text-sm">
            {(result.data ?? []).map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.name}</span>{" "}
                {p.title && <span className="text-slate-600">— {p.title}</span>}
                {asked.map((kind) => (
                  <ContactOf
                    key={kind}
                    kind={kind}
                    found={p[kind]}
                    unpaid={!!result.missing?.some((m) => m.profileId === p.id && m.field === kind)}
                  />
                ))}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600" data-testid="result-counts">
            {resultCounts(submitted, result)}
          </p>
          {Object.keys(sources).length > 0 && <Provenance sources={sources} />}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-brand-700">Full result JSON</summary>
            <pre className="mt-2 max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs">
              {JSON.stringify(result, null, 2)}
            </pre>
          </details>
        </>
      )}
    </section>
  );
}

/** One webhook delivery: where it went, its state, a Resend button and every attempt. */
function WebhookDelivery({
  requestId,
  d,
  canResend,
}: {
  requestId: string;
  d: Detail["deliveries"][number];
  /** Whether the member may resend (enrich): the button is not shown otherwise. */
  canResend: boolean;
}) {
  return (
    <li className="rounded border border-slate-100 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-mono text-xs">{d.id}</span> → {d.url} ·{" "}
          <span className="font-medium">{d.status}</span>
        </p>
        {canResend && (
          <ActionForm action={resendAction} fields={{ requestId, deliveryId: d.id }}>
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-50"
            >
              Resend
            </button>
          </ActionForm>
        )}
      </div>
      {/* Small print inside each delivery's box: compact, apart from the house table. */}
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full text-left text-xs" data-testid="webhook-attempts">
          <thead className="text-slate-600">
            <tr>
              {["Attempt", "Started", "Status", "Duration", "Error"].map((h) => (
                <th key={h} scope="col" className="py-1 pr-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.attempts.map((a) => (
              <tr key={a.id} className="border-t border-slate-100">
                <td className="py-1 pr-3">
                  {a.attempt}
                  {a.manual ? " (by hand)" : ""}
                </td>
                <td className="py-1 pr-3">{at(a.startedAt)}</td>
                <td className="py-1 pr-3">{a.statusCode ?? "—"}</td>
                <td className="py-1 pr-3">{a.durationMs} ms</td>
                <td className="py-1 pr-3 text-red-700">{attemptError(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

export default async function RequestPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  const { request, deliveries } = await getRequestDetail(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  const busy =
    request.status === "pending" ||
    request.status === "processing" ||
    deliveries.some((d) => d.status === "pending");
  return (
    <>
      {busy && <AutoRefresh seconds={3} />}
      <p className="mb-2 text-sm">
        <Link href="/requests" className="text-brand-700 hover:underline">
          ← All requests
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">
        Request <span className="font-mono text-lg">{request.id}</span>
      </h1>
      <RequestFacts request={request} />
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Inputs</h2>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-xs">
          {JSON.stringify(request.inputs, null, 2)}
        </pre>
      </section>
      <ResultSection
        result={request.result as Result | null}
        submitted={Array.isArray(request.inputs) ? request.inputs.length : 0}
        asked={[
          ...(request.includeEmail ? (["email"] as const) : []),
          ...(request.includeMobile ? (["mobile"] as const) : []),
        ]}
      />
      <section className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Webhook deliveries</h2>
        {deliveries.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            {request.webhookUrl ? "None yet." : "No webhook URL was given."}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {deliveries.map((d) => (
              <WebhookDelivery
                key={d.id}
                requestId={request.id}
                d={d}
                canResend={allows({ kind: "session", role: ctx.role }, "enrich")}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
