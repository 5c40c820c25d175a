import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ConfirmForm } from "./confirm-form";

export const metadata: Metadata = { title: "Confirm opt-out" };

// Confirming takes a click rather than happening on load: mail scanners open links too.
export default async function ConfirmOptOutPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Confirm your opt-out</h1>
      {typeof token === "string" && token.length > 0 ? (
        <ConfirmForm token={token} />
      ) : (
        <p className="text-sm text-slate-700">
          This page needs the link from the confirmation e-mail.{" "}
          <Link href="/privacy/opt-out" className="text-brand-700 underline">
            Request a new one
          </Link>
          .
        </p>
      )}
    </div>
  );
}
