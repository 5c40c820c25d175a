import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { VerifyEmailForm } from "./verify-email-form";

export const metadata: Metadata = { title: "Confirm your address" };

// Confirming takes a click rather than happening on load: mail scanners open links too.
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Confirm your address</h1>
      {typeof token === "string" && token.length > 0 ? (
        <VerifyEmailForm token={token} />
      ) : (
        <p className="text-sm text-slate-700">
          This page needs the link from the sign-up e-mail.{" "}
          <Link href="/sign-up" className="text-brand-700 underline">
            Sign up again
          </Link>
          .
        </p>
      )}
    </div>
  );
}
