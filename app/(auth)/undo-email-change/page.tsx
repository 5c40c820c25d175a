import type { Metadata } from "next";
import { EmailLinkForm } from "@/components/account/email-link-form";
import { undoEmailChangeAction } from "@/lib/edge/actions/email-change-actions";

export const metadata: Metadata = { title: "Undo the change of address" };

export default async function UndoEmailChangePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Undo the change of address</h1>
      {typeof token === "string" && token.length > 0 ? (
        <EmailLinkForm
          token={token}
          action={undoEmailChangeAction}
          intro="Cancel the change (or put this address back if it was already confirmed) and sign the login out on every browser and device."
          label="Undo and sign out everywhere"
        />
      ) : (
        <p className="text-sm text-slate-700">This page needs the link from the e-mail.</p>
      )}
    </div>
  );
}
