import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { InvalidRequest } from "@/lib/core/errors";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listAuditEvents } from "@/lib/features/audit/audit-events";
import { AUDIT_ACTIONS, type AuditEventPage } from "@/lib/features/audit/schema";

export const metadata: Metadata = { title: "Audit log" };
export const dynamic = "force-dynamic";

const PAGE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Search = { action?: string; actor?: string; from?: string; to?: string; cursor?: string };

/** The form's days (UTC, both inclusive) as the API's range: `to` is the next day's start. */
function rangeOf(search: Search): { from?: string; to?: string } {
  const from = search.from && DAY.test(search.from) ? `${search.from}T00:00:00Z` : undefined;
  let to: string | undefined;
  if (search.to && DAY.test(search.to)) {
    const end = new Date(`${search.to}T00:00:00Z`);
    if (!Number.isNaN(end.getTime())) to = new Date(end.getTime() + 86_400_000).toISOString();
  }
  return { from: from && !Number.isNaN(Date.parse(from)) ? from : undefined, to };
}

function one(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v.trim().slice(0, 200) : undefined;
}

const label = (action: string) => action.replace(".", ": ").replaceAll("_", " ");

/** Who did what, when and from where: filters, a page at a time, and the CSV of the filter. */
export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="read the audit log" />;
  }
  const raw = await searchParams;
  const search: Search = {
    action: one(raw.action),
    actor: one(raw.actor),
    from: one(raw.from),
    to: one(raw.to),
    cursor: one(raw.cursor),
  };
  const action = AUDIT_ACTIONS.find((a) => a === search.action);
  const filters = { action, actor: search.actor, ...rangeOf(search) };
  let error: string | undefined;
  let page: AuditEventPage;
  try {
    page = await listAuditEvents(ctx, { ...filters, limit: PAGE, cursor: search.cursor });
  } catch (e) {
    if (!(e instanceof InvalidRequest)) throw e;
    // A cursor that is not one of ours (an edited address) starts again at the newest event.
    error = search.cursor ? undefined : e.message;
    page = await listAuditEvents(ctx, { ...filters, limit: PAGE });
  }
  const kept = Object.fromEntries(
    Object.entries({ action, actor: search.actor, from: search.from, to: search.to }).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  );
  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  const filtered = Object.keys(kept).length > 0;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Every sign-in, key and provider change, campaign launch and pause, export and change to the
        do-not-contact and company lists, with who did it, when and from which address. The log
        cannot be edited; events are kept for the period the operator set. Also by API:{" "}
        <code>/v1/audit-events</code>.
      </p>
      <form
        aria-label="Filter the audit log"
        action="/settings/audit-log"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-action" className="text-sm font-medium text-slate-800">
            Action
          </label>
          <select
            id="audit-action"
            name="action"
            defaultValue={action ?? ""}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          >
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {label(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-actor" className="text-sm font-medium text-slate-800">
            Actor
          </label>
          <input
            id="audit-actor"
            name="actor"
            defaultValue={search.actor ?? ""}
            placeholder="e-mail or key id"
            aria-describedby="audit-actor-hint"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
          <span id="audit-actor-hint" className="sr-only">
            A user's e-mail address or id, or an API key's id
          </span>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-from" className="text-sm font-medium text-slate-800">
            From (UTC)
          </label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={search.from ?? ""}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-to" className="text-sm font-medium text-slate-800">
            To (UTC, inclusive)
          </label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={search.to ?? ""}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Filter
        </button>
        {filtered && (
          <Link href="/settings/audit-log" className="py-2 text-sm text-brand-700 underline">
            Clear filters
          </Link>
        )}
        <a
          href={`/v1/audit-events/export?${exportQuery}`}
          download
          className="ml-auto py-2 text-sm font-medium text-brand-700 underline"
        >
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {page.data.length === 0 ? (
        <EmptyState title={filtered ? "No events match these filters" : "No events yet"}>
          {filtered
            ? "Widen the dates or clear a filter."
            : "Sign-ins, launches, exports and setting changes appear here as they happen."}
        </EmptyState>
      ) : (
        <Table
          caption="Audit events, newest first"
          hideCaption
          testId="audit-events"
          head={["Time", "Action", "Actor", "Address", "Target", "Details"].map((h) => (
            <Th key={h}>{h}</Th>
          ))}
        >
          {page.data.map((e) => (
            <Tr key={e.id} className="align-top">
              <Td className="whitespace-nowrap text-slate-600">
                <LocalTime iso={e.at} />
              </Td>
              <Td className="font-medium">{label(e.action)}</Td>
              <Td>
                {e.actor.label ?? e.actor.id ?? "—"}
                {e.actor.type === "api_key" && <span className="text-slate-500"> (API key)</span>}
              </Td>
              <Td className="whitespace-nowrap font-mono text-xs">{e.address ?? "—"}</Td>
              <Td className="text-slate-600">
                {e.target ? `${e.target.type.replaceAll("_", " ")} ${e.target.id}` : "—"}
              </Td>
              <Td className="max-w-xs break-words text-xs text-slate-600">
                {Object.entries(e.summary)
                  .filter(([, v]) => v !== undefined && v !== null)
                  .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
                  .join("; ")}
              </Td>
            </Tr>
          ))}
        </Table>
      )}
      {page.nextCursor && (
        <p>
          <Link
            href={`/settings/audit-log?${new URLSearchParams({ ...kept, cursor: page.nextCursor })}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Older events →
          </Link>
        </p>
      )}
    </div>
  );
}
