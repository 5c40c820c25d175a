import type { Metadata } from "next";
import Link from "@/components/ui/link";

export const metadata: Metadata = { title: "Not found" };

/**
 * A campaign, list or request that is not there (deleted, mistyped, or another workspace's: the
 * two are never told apart), inside the app's navigation.
 */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Not found</h1>
      <p className="mt-3 text-slate-600">
        There is nothing here in this workspace. It may have been deleted, or the link belongs to
        another workspace.
      </p>
      <Link
        href="/campaigns"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Back to campaigns
      </Link>
    </div>
  );
}
