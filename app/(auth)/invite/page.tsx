import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { publicCtx } from "@/lib/core/context";
import { currentSession } from "@/lib/edge/auth/server-session";
import { invitationOf } from "@/lib/features/accounts/memberships";
import { AcceptForm } from "./accept-form";

export const metadata: Metadata = { title: "Join a workspace" };
export const dynamic = "force-dynamic";

/** An invitation's link: who invites whom to what, and how to join. */
export default async function InvitePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const { db, clock } = publicCtx();
  const invitation =
    typeof token === "string" ? await invitationOf(db, token, clock.now()) : undefined;
  if (!invitation || typeof token !== "string") {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold">Invitation</h1>
        <p className="text-sm text-slate-700">
          This invitation no longer works: it was used, revoked or has expired. Ask the workspace's
          admin for a new one.
        </p>
      </div>
    );
  }
  const session = await currentSession();
  const here = `/invite?token=${encodeURIComponent(token)}`;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Join {invitation.workspace}</h1>
      <p className="text-sm text-slate-700">
        {invitation.email} is invited to the workspace {invitation.workspace} as {invitation.role}.
      </p>
      {session ? (
        session.email === invitation.email ? (
          <AcceptForm token={token} workspace={invitation.workspace} />
        ) : (
          <p className="text-sm text-slate-700">
            You are signed in as {session.email}. Sign out, then sign in as {invitation.email} to
            join.
          </p>
        )
      ) : (
        <p className="text-sm text-slate-700">
          <Link
            href={`/sign-in?callbackUrl=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.email)}`}
            className="text-brand-700 underline"
          >
            Sign in
          </Link>{" "}
          as {invitation.email}, or{" "}
          <Link href="/sign-up" className="text-brand-700 underline">
            sign up
          </Link>{" "}
          with that address and open this link again.
        </p>
      )}
    </div>
  );
}
