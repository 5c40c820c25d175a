import type { Metadata } from "next";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { listCompanyLists } from "@/lib/company-lists/lists";
import { DeleteList } from "./delete-list";
import { UploadCompanyList } from "./upload-company-list";

export const metadata: Metadata = { title: "Company lists" };
export const dynamic = "force-dynamic";

export default async function CompanyListsPage() {
  const ctx = await requireSessionCtx();
  const lists = await listCompanyLists(ctx);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Lists of target accounts for account-based campaigns. Upload the companies once, then
        include or exclude the list in a campaign's targeting (Company group); the Live Estimate
        counts it like any other filter. Also by API: <code>/v1/company-lists</code>.
      </p>
      <UploadCompanyList />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="px-4 py-3 text-left text-sm text-slate-600">
            {lists.length === 0
              ? "No company list yet."
              : `${lists.length} ${lists.length === 1 ? "list" : "lists"}`}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {["Name", "Rows", "Matched", "Uploaded"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lists.map((l) => (
              <tr key={l.id} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">{l.name}</td>
                <td className="px-4 py-3 tabular-nums">{l.rows.toLocaleString("en")}</td>
                <td className="px-4 py-3 tabular-nums">
                  {l.matched.toLocaleString("en")} ({Math.round(l.matchRate * 1000) / 10}%)
                </td>
                <td className="px-4 py-3 text-slate-600">{l.createdAt.slice(0, 10)}</td>
                <td className="px-4 py-3 text-right">
                  <DeleteList id={l.id} name={l.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
