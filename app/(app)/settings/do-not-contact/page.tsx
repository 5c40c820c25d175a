import type { Metadata } from "next";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { removeEntryAction } from "@/lib/do-not-contact/actions";
import { listDncEntries } from "@/lib/do-not-contact/entries";
import { AddEntry } from "./add-entry";
import { UploadCsv } from "./upload-csv";

export const metadata: Metadata = { title: "Do-not-contact" };
export const dynamic = "force-dynamic";

export default async function DoNotContactPage() {
  const ctx = await requireSessionCtx();
  const page = await listDncEntries(ctx, { limit: 200 });
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Campaigns never deliver, and enrichment never returns nor charges, anyone on this list: an
        address listed, an address at a listed domain, or someone whose company has a listed domain.
        The Live Estimate shows how many of an audience the list removes. Also by API:{" "}
        <code>/v1/suppressions</code>.
      </p>
      <AddEntry />
      <UploadCsv />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="px-4 py-3 text-left text-sm text-slate-600">
            {page.total.toLocaleString("en")} {page.total === 1 ? "entry" : "entries"}
            {page.total > page.data.length ? `, the newest ${page.data.length} shown` : ""}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {["Entry", "Kind", "Reason", "Added"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((e) => (
              <tr key={e.id} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">{e.value}</td>
                <td className="px-4 py-3">{e.kind === "email" ? "E-mail" : "Domain"}</td>
                <td className="px-4 py-3 text-slate-600">{e.reason ?? ""}</td>
                <td className="px-4 py-3 text-slate-600">{e.createdAt.slice(0, 10)}</td>
                <td className="px-4 py-3 text-right">
                  <form action={removeEntryAction}>
                    <input type="hidden" name="kind" value={e.kind} />
                    <input type="hidden" name="value" value={e.value} />
                    <button
                      type="submit"
                      className="text-sm font-medium text-red-700 hover:underline"
                    >
                      Remove<span className="sr-only"> {e.value}</span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
