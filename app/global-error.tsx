"use client";

import { ErrorMessage } from "@/components/error-message";
import "./globals.css";

/** The root layout itself failed: this replaces it, so it brings its own document and styles. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <title>Something went wrong · Leadwise</title>
        <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
          <ErrorMessage error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
