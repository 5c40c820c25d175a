import type { Metadata } from "next";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { countOwnContacts } from "@/lib/features/contact-imports/import-contacts";
import { ImportContacts } from "./import-contacts";

export const metadata: Metadata = { title: "Own contacts" };
export const dynamic = "force-dynamic";

export default async function OwnContactsPage() {
  const ctx = await requireSessionCtx();
  const own = await countOwnContacts(ctx);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Import people you already know (a CSV export of your CRM or a spreadsheet). They are yours
        alone: your Live Estimate, search and campaigns include them; no other account sees them.
        Importing the same person again (same e-mail, else phone) updates them. Also by API:{" "}
        <code>POST /v1/contact/import</code>.
      </p>
      <p className="text-sm text-slate-800" data-testid="own-contacts-count">
        {own === 0
          ? "No contact of your own yet."
          : `${own.toLocaleString("en")} ${own === 1 ? "contact" : "contacts"} of your own.`}
      </p>
      <ImportContacts />
    </div>
  );
}
