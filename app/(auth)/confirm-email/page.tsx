import type { Metadata } from "next";
import { EmailLinkForm } from "@/components/account/email-link-form";
import { confirmEmailChangeAction } from "@/lib/edge/actions/email-change-actions";

export const metadata: Metadata = { title: "Confirm your new address" };

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Confirm your new address</h1>
      {typeof token === "string" && token.length > 0 ? (
        <EmailLinkForm
          token={token}
          action={confirmEmailChangeAction}
          intro="Confirm that your Leadwise login uses this address from now on. You stay signed in."
          label="Confirm the new address"
        />
      ) : (
        <p className="text-sm text-slate-700">This page needs the link from the e-mail.</p>
      )}
    </div>
  );
}
