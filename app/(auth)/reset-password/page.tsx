import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  if (typeof token === "string" && token.length > 0) return <ResetPasswordForm token={token} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Choose a new password</h1>
      <p className="text-sm text-slate-700">
        This page needs the link from the reset e-mail.{" "}
        <Link href="/forgot-password" className="text-brand-700 underline">
          Ask for one
        </Link>
        .
      </p>
    </div>
  );
}
