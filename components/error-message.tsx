"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";

/**
 * What a page that failed says (error.tsx, global-error.tsx): that it failed on our side and
 * nothing saved is lost, a way to try again and a way back to the campaigns, and the error's
 * reference (the digest Next.js logs beside the server's error) for whoever reads the log.
 */
export function ErrorMessage({
  error,
  retry,
}: {
  error: unknown;
  /** Fetches and renders the failed part again (error.tsx's `retry`). */
  retry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's content was replaced: say so to a screen reader by moving its focus here.
  useEffect(() => heading.current?.focus(), []);
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : undefined;
  return (
    <>
      <p className="text-sm font-semibold text-red-700">Error</p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold tracking-tight focus:outline-none"
      >
        Something went wrong
      </h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown because of an error on our side. Nothing you saved is lost.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <Link
          href="/campaigns"
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Back to campaigns
        </Link>
      </div>
      {digest ? (
        <p className="mt-8 text-sm text-slate-500">
          If it keeps failing, give this reference to whoever runs Leadwise: <code>{digest}</code>
        </p>
      ) : null}
    </>
  );
}
