"use client";

import { ErrorMessage } from "@/components/error-message";

/** A page of the app that failed while rendering, inside the app's navigation. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <title>Something went wrong · Leadwise</title>
      <ErrorMessage error={error} retry={retry} />
    </div>
  );
}
