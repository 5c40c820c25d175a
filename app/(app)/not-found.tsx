import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/not-found-message";

export const metadata: Metadata = { title: "Not found" };

/**
 * A campaign, list or request that is not there (deleted, mistyped, or another workspace's: the
 * two are never told apart), inside the app's navigation.
 */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <NotFoundMessage
        title="Not found"
        why="There is nothing here in this workspace. It may have been deleted, or the link belongs to another workspace."
        back="Back to campaigns"
      />
    </div>
  );
}
