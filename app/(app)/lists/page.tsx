import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listLists } from "@/lib/features/lists/lists";

export const metadata: Metadata = { title: "Lists" };
export const dynamic = "force-dynamic";

/** One list: its name (linked to its page), size, date and CSV export. */
function ListRow({
  list,
  canExport,
}: {
  list: Awaited<ReturnType<typeof listLists>>[number];
  canExport: boolean;
}) {
  return (
    <Tr>
      <Td>
        <Link
          href={`/lists/${list.id}`}
          className="font-medium text-brand-700 underline-offset-2 wrap-anywhere hover:underline"
        >
          {list.name}
        </Link>
      </Td>
      <Td className="tabular-nums">{list.items.toLocaleString("en")}</Td>
      <Td className="text-slate-600">{list.createdAt.slice(0, 10)}</Td>
      <Td className="text-right">
        {canExport && (
          <a
            href={`/v1/lists/${list.id}/export`}
            className="text-sm font-medium text-brand-700 hover:underline"
            download
          >
            Export CSV<span className="sr-only"> of {list.name}</span>
          </a>
        )}
      </Td>
    </Tr>
  );
}

export default async function ListsPage() {
  const ctx = await requireSessionCtx();
  const lists = await listLists(ctx);
  const canExport = allows({ kind: "session", role: ctx.role }, "lists:export");
  const canBuild = allows({ kind: "session", role: ctx.role }, "campaigns:write");
  return (
    <>
      <PageHeader
        title="Lists"
        description="Leads your campaigns saved. Open a list to search it, remove leads or export it as CSV."
      />
      {lists.length === 0 ? (
        <EmptyState
          title="No lists yet"
          action={
            canBuild && (
              <Link
                href="/campaigns/new"
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Create a campaign
              </Link>
            )
          }
        >
          Turn on “Save to list” in a campaign and its leads are collected here as they are
          delivered.
        </EmptyState>
      ) : (
        <Table
          head={
            <>
              <Th>Name</Th>
              <Th>Leads</Th>
              <Th>Created</Th>
              <Th>
                <span className="sr-only">Export</span>
              </Th>
            </>
          }
        >
          {lists.map((list) => (
            <ListRow key={list.id} list={list} canExport={canExport} />
          ))}
        </Table>
      )}
    </>
  );
}
