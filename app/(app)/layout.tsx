import type { ReactNode } from "react";
import { AppNav } from "@/components/app-nav";
import { WorkspaceSwitcher } from "@/components/teams/workspace-switcher";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listWorkspaces } from "@/lib/features/accounts/memberships";

// Every signed-in page is its user's: nothing here is prerendered at build time (which would
// also need the session secret that only `npm start` provides).
export const dynamic = "force-dynamic";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await requireSessionCtx();
  const workspaces = await listWorkspaces(session.db, session.userId);
  // A role that cannot enrich (viewer) sees no link to the enrichment pages.
  const enrich = allows({ kind: "session", role: session.role }, "enrich");
  const hidden = enrich ? [] : ["/enrich", "/requests"];
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <AppNav
        email={session.email}
        hidden={hidden}
        workspace={<WorkspaceSwitcher current={session.accountId} workspaces={workspaces} />}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        {children}
      </main>
    </>
  );
}
