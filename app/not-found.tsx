import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/not-found-message";

export const metadata: Metadata = { title: "Page not found" };

/** An address nothing serves: said plainly, with the way back in. */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
      <NotFoundMessage
        title="Page not found"
        why="Nothing is at this address. The link may be mistyped, or the page has moved."
        back="Go to your campaigns"
      />
    </main>
  );
}
