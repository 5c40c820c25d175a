import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import Link from "@/components/ui/link";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { InvalidRequest } from "@/lib/core/errors";
import { deleteOwnContact } from "@/lib/edge/actions/contact-import-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { countOwnContacts } from "@/lib/features/contact-imports/import-contacts";
import { listOwnContacts } from "@/lib/features/contact-imports/own-contacts";
import { ImportContacts } from "./import-contacts";

export const metadata: Metadata = { title: "Own contacts" };
export const dynamic = "force-dynamic";

function ContactsSearch({ q }: { q: string | undefined }) {
  return (
    <form
      aria-label="Search your contacts"
      className="flex flex-wrap gap-2"
      action="/settings/contacts"
    >
      <label htmlFor="contacts-search" className="sr-only">
        Search your contacts
      </label>
      <input
        id="contacts-search"
        type="search"
        name="q"
        defaultValue={q ?? ""}
        placeholder="Name, e-mail, phone, title or company"
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

/** A page of the account's own contacts, each with a button that deletes it. */
async function OwnContactsList({
  ctx,
  q,
  cursor,
}: {
  ctx: Awaited<ReturnType<typeof requireSessionCtx>>;
  q: string | undefined;
  cursor: string | undefined;
}) {
  // A cursor that is not one of ours (an edited address) starts again at the newest contact.
  const page = await listOwnContacts(ctx, { q, cursor }).catch((error: unknown) => {
    if (error instanceof InvalidRequest) return listOwnContacts(ctx, { q });
    throw error;
  });
  if (page.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {q ? "No contact of yours matches; try another name, address or company." : null}
      </p>
    );
  }
  return (
    <>
      <Table
        caption="Your contacts"
        hideCaption
        testId="own-contacts"
        head={
          <>
            {["Name", "E-mail", "Phone", "Title", "Company", "Place"].map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            <Th>
              <span className="sr-only">Delete</span>
            </Th>
          </>
        }
      >
        {page.data.map((c) => (
          <Tr key={c.id} className="align-top">
            <Td className="font-medium">{c.name}</Td>
            <Td className="break-all">{c.emails.join(", ")}</Td>
            <Td className="whitespace-nowrap">{c.mobiles.join(", ")}</Td>
            <Td>{c.title}</Td>
            <Td>{c.company}</Td>
            <Td className="text-slate-600">{c.place}</Td>
            <Td className="text-right">
              <RowAction
                action={deleteOwnContact}
                fields={{ profileId: c.id }}
                label="Delete"
                of={c.name || c.emails[0] || c.mobiles[0] || ""}
              />
            </Td>
          </Tr>
        ))}
      </Table>
      {page.nextCursor && (
        <p>
          <Link
            href={`/settings/contacts?${new URLSearchParams({ ...(q ? { q } : {}), cursor: page.nextCursor })}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Next page →
          </Link>
        </p>
      )}
    </>
  );
}

export default async function OwnContactsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; cursor?: string }>;
}) {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "lists:write")) {
    return <RoleNotice role={ctx.role} what="manage own contacts" />;
  }
  const { q: rawQ, cursor } = await searchParams;
  const q = typeof rawQ === "string" ? rawQ.trim().slice(0, 200) || undefined : undefined;
  const own = await countOwnContacts(ctx);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Import people you already know (a CSV export of your CRM or a spreadsheet). They are yours
        alone: your Live Estimate, search and campaigns include them; no other account sees them.
        Importing the same person again (same e-mail, else phone) updates them. Also by API:{" "}
        <code>POST /v1/contact/import</code>.
      </p>
      <ImportContacts />
      <section aria-labelledby="own-contacts-heading" className="flex flex-col gap-3">
        <h2 id="own-contacts-heading" className="text-base font-semibold text-slate-900">
          Your contacts
        </h2>
        <p className="text-sm text-slate-800" data-testid="own-contacts-count">
          {own === 0
            ? "No contact of your own yet."
            : `${own.toLocaleString("en")} ${own === 1 ? "contact" : "contacts"} of your own.`}
        </p>
        {own > 0 && (
          <>
            <ContactsSearch q={q} />
            <OwnContactsList
              ctx={ctx}
              q={q}
              cursor={typeof cursor === "string" ? cursor : undefined}
            />
          </>
        )}
      </section>
    </div>
  );
}
