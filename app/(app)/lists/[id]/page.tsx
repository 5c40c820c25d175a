import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RefreshSchedule, RefreshStatus } from "@/components/lists/refresh-schedule";
import { PageHeader } from "@/components/page-header";
import { ActionForm } from "@/components/ui/action-form";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportLinks } from "@/components/ui/export-links";
import Link from "@/components/ui/link";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { NotFound } from "@/lib/core/errors";
import {
  removeFromList,
  reverifyListAction,
  scheduleRefreshAction,
  watchListAction,
} from "@/lib/edge/actions/list-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import type { Need } from "@/lib/features/accounts/permissions";
import { latestFeed } from "@/lib/features/changes/feed";
import { lastReverify } from "@/lib/features/changes/reverify";
import { watchState } from "@/lib/features/changes/watches";
import { listItemsPage } from "@/lib/features/lists/items";

export const metadata: Metadata = { title: "List" };

export const dynamic = "force-dynamic";

function ListSearch({ listId, q }: { listId: string; q: string | undefined }) {
  return (
    <form aria-label="Search this list" className="mb-4 flex gap-2" action={`/lists/${listId}`}>
      <label htmlFor="list-search" className="sr-only">
        Search this list
      </label>
      <input
        id="list-search"
        name="q"
        defaultValue={q ?? ""}
        placeholder="Search by name, title, company or place"
        className="w-full max-w-md rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}

/** When a fact was last verified or seen in a source, and the last verdict if there is one. */
function Fresh({ at, verdict }: { at: string; verdict?: string | null }) {
  const words = verdict ? `${verdict.replace("_", "-")}, verified` : "seen";
  return (
    <span className="block text-xs text-slate-600">
      {words} {at.slice(0, 10)}
    </span>
  );
}

const FIELD_WORDS = { employer: "employer", title: "title", email: "e-mail", mobile: "mobile" };
const valueText = (v: string | string[] | null) =>
  v === null || (Array.isArray(v) && v.length === 0) ? "none" : Array.isArray(v) ? v.join(", ") : v;

/** The list's latest change feed entries, newest first: who joined, left, changed, opted out. */
function Activity({ entries }: { entries: Awaited<ReturnType<typeof latestFeed>> }) {
  return (
    <section aria-labelledby="activity" className="mt-8">
      <h2 id="activity" className="mb-2 text-base font-semibold">
        Recent changes
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened to this list yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {entries.map((e) => (
            <li key={e.seq}>
              <span className="text-slate-600">
                {e.at.toISOString().slice(0, 16).replace("T", " ")}
              </span>{" "}
              <span className="font-medium">{e.name ?? e.profileId}</span>{" "}
              {e.kind === "joined" && "joined the list"}
              {e.kind === "left" && "left the list"}
              {e.kind === "opted_out" && "opted out"}
              {e.kind === "changed" &&
                e.changes
                  .map(
                    (c) =>
                      `${FIELD_WORDS[c.field]} changed from ${valueText(c.old)} to ${valueText(c.new)}`,
                  )
                  .join("; ")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Watch the list, or stop; and re-verify its addresses (lists:write). */
function WatchControls({ listId, watched }: { listId: string; watched: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <ActionForm action={watchListAction} fields={{ listId, watch: watched ? "off" : "on" }}>
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {watched ? "Stop watching" : "Watch job changes"}
        </button>
      </ActionForm>
      <ActionForm action={reverifyListAction} fields={{ listId }}>
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
        >
          Re-verify e-mails
        </button>
      </ActionForm>
    </div>
  );
}

/** The page's leads, each with what it holds and a button that takes it off the list. */
function ListItems({
  listId,
  items,
  canRemove,
}: {
  listId: string;
  /** Whether the member may remove leads (lists:write): the control is not shown otherwise. */
  canRemove: boolean;
  items: Awaited<ReturnType<typeof listItemsPage>>["data"];
}) {
  return (
    <Table
      head={
        <>
          {["Name", "Title", "Company", "Location", "E-mail", "Mobile", "Added"].map((h) => (
            <Th key={h}>{h}</Th>
          ))}
          {canRemove && (
            <Th>
              <span className="sr-only">Remove</span>
            </Th>
          )}
        </>
      }
    >
      {items.map(({ profile, addedAt, profileId, freshness }) => (
        <Tr key={profileId} className="align-top">
          <Td className="font-medium">{profile.name}</Td>
          <Td>{profile.title}</Td>
          <Td>
            {/* An own contact's company is their current position's, not a shared organization. */}
            {profile.organization?.name ??
              profile.experience?.find((e) => e.current)?.organization.name}
            {freshness && <Fresh at={freshness.employment.lastVerifiedAt} />}
          </Td>
          <Td className="text-slate-600">{profile.location}</Td>
          <Td>
            {profile.email?.map((e) => {
              const f = freshness?.email.find((x) => x.value === e.value);
              return (
                <div key={e.value}>
                  {e.value}
                  {f && <Fresh at={f.lastVerifiedAt} verdict={f.verification} />}
                </div>
              );
            })}
          </Td>
          <Td className="whitespace-nowrap">
            {profile.mobile?.map((m) => {
              const f = freshness?.mobile.find((x) => x.value === m.value);
              return (
                <div key={m.value}>
                  {m.value}
                  {f && <Fresh at={f.lastVerifiedAt} />}
                </div>
              );
            })}
          </Td>
          <Td className="whitespace-nowrap text-slate-600">
            {addedAt.slice(0, 16).replace("T", " ")}
          </Td>
          {canRemove && (
            <Td className="text-right">
              <RowAction
                action={removeFromList}
                fields={{ listId, profileId }}
                label="Remove"
                of={profile.name ?? ""}
              />
            </Td>
          )}
        </Tr>
      ))}
    </Table>
  );
}

export default async function ListPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ q?: string; cursor?: string }>;
}) {
  const ctx = await requireSessionCtx();
  const { id } = await params;
  const { q, cursor } = await searchParams;
  const can = (need: Need) => allows({ kind: "session", role: ctx.role }, need);
  const page = await listItemsPage(ctx, id, { q: q?.slice(0, 200), cursor, limit: 50 }).catch(
    (error) => {
      if (error instanceof NotFound) notFound();
      throw error;
    },
  );
  const [watch, activity, lastRun] = await Promise.all([
    watchState(ctx, { listId: page.list.id }),
    latestFeed(ctx, { listId: page.list.id }),
    lastReverify(ctx, page.list.id),
  ]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/lists" className="text-brand-700 hover:underline">
          ← All lists
        </Link>
      </p>
      <PageHeader
        title={page.list.name}
        description={`${page.list.items.toLocaleString("en")} ${page.list.items === 1 ? "lead" : "leads"}`}
        actions={
          <div className="flex flex-wrap items-start gap-3">
            {can("lists:write") && <WatchControls listId={page.list.id} watched={watch.watched} />}
            {can("lists:export") && (
              <ExportLinks href={`/v1/lists/${page.list.id}/export`} label="Export this list" />
            )}
          </div>
        }
      />
      {watch.watched && (
        <p className="mb-4 text-sm text-slate-600">
          Watched: job, title, e-mail and mobile changes of these people are sent as contact.changed
          events and listed under Recent changes.
        </p>
      )}
      {(can("lists:write") || watch.refresh || lastRun) && (
        <section
          aria-labelledby="refresh-title"
          className="mb-6 flex flex-wrap items-start gap-8 rounded-md border border-slate-200 p-4"
        >
          <h2 id="refresh-title" className="sr-only">
            Re-verification
          </h2>
          {can("lists:write") && (
            <RefreshSchedule
              action={scheduleRefreshAction}
              listId={page.list.id}
              refresh={watch.refresh}
            />
          )}
          <RefreshStatus nextAt={watch.refresh?.nextAt ?? null} last={lastRun} />
        </section>
      )}
      <ListSearch listId={page.list.id} q={q} />
      {page.data.length === 0 ? (
        <EmptyState title={q ? "No leads match your search" : "This list is empty"}>
          {q
            ? "Try another name, title, company or place."
            : "Leads appear here as your campaigns deliver them."}
        </EmptyState>
      ) : (
        <ListItems listId={page.list.id} items={page.data} canRemove={can("lists:write")} />
      )}
      {page.nextCursor && (
        <p className="mt-4">
          <Link
            href={`/lists/${page.list.id}?${new URLSearchParams({ ...(q ? { q } : {}), cursor: page.nextCursor })}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Next page →
          </Link>
        </p>
      )}
      <Activity entries={activity} />
    </>
  );
}
