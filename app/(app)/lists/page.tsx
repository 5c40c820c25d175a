import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { listLists } from "@/lib/lists/lists";

export const metadata: Metadata = { title: "Lists" };
export const dynamic = "force-dynamic";

export default async function ListsPage() {
  const ctx = await requireSessionCtx();
  const lists = await listLists(ctx);
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
            <Link
              href="/campaigns/new"
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Create a campaign
            </Link>
          }
        >
          Turn on “Save to list” in a campaign and its leads are collected here as they are
          delivered.
        </EmptyState>
      ) : (
        // relative: the rows' screen-reader-only text is positioned, and would otherwise escape
        // the scrolling card and widen the page.
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Leads
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Export</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lists.map((list) => (
                <tr key={list.id} className="border-t border-slate-100">
                  <td className="px-4 py-3">
                    <Link
                      href={`/lists/${list.id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {list.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 tabular-nums">{list.items.toLocaleString("en")}</td>
                  <td className="px-4 py-3 text-slate-600">{list.createdAt.slice(0, 10)}</td>
                  <td className="px-4 py-3 text-right">
                    <a
                      href={`/v1/lists/${list.id}/export`}
                      className="text-sm font-medium text-brand-700 hover:underline"
                      download
                    >
                      Export CSV<span className="sr-only"> of {list.name}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
