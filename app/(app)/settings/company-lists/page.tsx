import type { Metadata } from "next";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listCompanyLists } from "@/lib/features/company-lists/company-lists";
import { DeleteList } from "./delete-list";
import { UploadCompanyList } from "./upload-company-list";

export const metadata: Metadata = { title: "Company lists" };
export const dynamic = "force-dynamic";

export default async function CompanyListsPage() {
  const ctx = await requireSessionCtx();
  const lists = await listCompanyLists(ctx);
  const canManage = allows({ kind: "session", role: ctx.role }, "company-lists:write");
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Lists of target accounts for account-based campaigns. Upload the companies once, then
        include or exclude the list in a campaign's targeting (Company group); the Live Estimate
        counts it like any other filter. Also by API: <code>/v1/company-lists</code>.
      </p>
      {canManage && <UploadCompanyList />}
      <Table
        caption={
          lists.length === 0
            ? "No company list yet."
            : `${lists.length} ${lists.length === 1 ? "list" : "lists"}`
        }
        head={
          <>
            {["Name", "Rows", "Matched", "Uploaded"].map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            {canManage && (
              <Th>
                <span className="sr-only">Delete</span>
              </Th>
            )}
          </>
        }
      >
        {lists.map((l) => (
          <Tr key={l.id}>
            <Td className="font-medium">{l.name}</Td>
            <Td className="tabular-nums">{l.rows.toLocaleString("en")}</Td>
            <Td className="tabular-nums">
              {l.matched.toLocaleString("en")} ({Math.round(l.matchRate * 1000) / 10}%)
            </Td>
            <Td className="text-slate-600">{l.createdAt.slice(0, 10)}</Td>
            {canManage && (
              <Td className="text-right">
                <DeleteList id={l.id} name={l.name} />
              </Td>
            )}
          </Tr>
        ))}
      </Table>
    </div>
  );
}
