import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { EmptyNote } from "@/components/ui/empty-note";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { removeEntryAction } from "@/lib/edge/actions/do-not-contact-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listDncEntries } from "@/lib/features/do-not-contact/entries";
import { AddEntry } from "./add-entry";
import { UploadCsv } from "./upload-csv";

export const metadata: Metadata = { title: "Do-not-contact" };
export const dynamic = "force-dynamic";

const KIND_LABELS = { email: "E-mail", domain: "Domain", phone: "Phone" } as const;

export default async function DoNotContactPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "suppressions")) {
    return <RoleNotice role={ctx.role} what="manage the do-not-contact list" />;
  }
  const page = await listDncEntries(ctx, { limit: 200 });
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Campaigns never deliver, enrichment never returns nor charges, and list exports leave out
        anyone on this list: an address or mobile number listed, an address at a listed domain, or
        someone whose company has a listed domain. Phone numbers are kept in international form
        (+49…). The Live Estimate shows how many of an audience the list removes. Also by API:{" "}
        <code>/v1/suppressions</code>.
      </p>
      <AddEntry />
      <UploadCsv />
      {page.total === 0 ? (
        <EmptyNote>Nobody is on the do-not-contact list yet.</EmptyNote>
      ) : (
        <Table
          caption={
            <>
              {page.total.toLocaleString("en")} {page.total === 1 ? "entry" : "entries"}
              {page.total > page.data.length ? `, the newest ${page.data.length} shown` : ""}
            </>
          }
          head={
            <>
              {["Entry", "Kind", "Reason", "Added"].map((h) => (
                <Th key={h}>{h}</Th>
              ))}
              <Th>
                <span className="sr-only">Remove</span>
              </Th>
            </>
          }
        >
          {page.data.map((e) => (
            <Tr key={e.id}>
              <Td className="font-medium">{e.value}</Td>
              <Td>{KIND_LABELS[e.kind]}</Td>
              <Td className="text-slate-600">{e.reason ?? ""}</Td>
              <Td className="text-slate-600">{e.createdAt.slice(0, 10)}</Td>
              <Td className="text-right">
                <RowAction
                  action={removeEntryAction}
                  fields={{ kind: e.kind, value: e.value }}
                  label="Remove"
                  of={e.value}
                />
              </Td>
            </Tr>
          ))}
        </Table>
      )}
    </div>
  );
}
