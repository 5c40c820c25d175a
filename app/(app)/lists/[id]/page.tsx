import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportLinks } from "@/components/ui/export-links";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { NotFound } from "@/lib/core/errors";
import { removeFromList } from "@/lib/edge/actions/list-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import type { Need } from "@/lib/features/accounts/permissions";
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
      {items.map(({ profile, addedAt, profileId }) => (
        <Tr key={profileId} className="align-top">
          <Td className="font-medium">{profile.name}</Td>
          <Td>{profile.title}</Td>
          <Td>{profile.organization?.name}</Td>
          <Td className="text-slate-600">{profile.location}</Td>
          <Td>{profile.email?.map((e) => e.value).join(", ")}</Td>
          <Td className="whitespace-nowrap">{profile.mobile?.map((m) => m.value).join(", ")}</Td>
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
          can("lists:export") && (
            <ExportLinks href={`/v1/lists/${page.list.id}/export`} label="Export this list" />
          )
        }
      />
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
    </>
  );
}
