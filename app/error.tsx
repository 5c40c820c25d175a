"use client";

import { ErrorMessage } from "@/components/error-message";

/** A page outside the app's navigation (sign-in, the API reference, …) that failed while rendering. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
      <title>Something went wrong · Leadwise</title>
      <ErrorMessage error={error} retry={retry} />
    </main>
  );
}
