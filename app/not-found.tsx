import type { Metadata } from "next";
import Link from "@/components/ui/link";

export const metadata: Metadata = { title: "Page not found" };

/** An address nothing serves: said plainly, with the way back in. */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-slate-600">
        Nothing is at this address. The link may be mistyped, or the page has moved.
      </p>
      <Link
        href="/campaigns"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Go to your campaigns
      </Link>
    </main>
  );
}
