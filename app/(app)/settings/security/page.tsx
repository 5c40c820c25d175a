import type { Metadata } from "next";
import { ActionForm } from "@/components/ui/action-form";
import { ConfirmSubmit } from "@/components/ui/confirm-submit";
import { LocalTime } from "@/components/ui/local-time";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import {
  revokeOtherSessionsAction,
  revokeSessionAction,
  signOutEverywhereAction,
} from "@/lib/edge/actions/account-actions";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { loginOf } from "@/lib/features/accounts/email-change";
import { listUserSessions } from "@/lib/features/accounts/sessions";
import { ChangeEmail } from "./change-email";
import { ChangePassword } from "./change-password";

export const metadata: Metadata = { title: "Security" };
export const dynamic = "force-dynamic";

/** A user agent in a few words: the browser and the system, as far as it says. */
function deviceOf(agent: string | null): string {
  if (!agent) return "Unknown browser";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : /curl\//.test(agent)
            ? "curl"
            : undefined;
  const system = /Windows/.test(agent)
    ? "Windows"
    : /Android/.test(agent)
      ? "Android"
      : /iPhone|iPad/.test(agent)
        ? "iOS"
        : /Mac OS X/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : undefined;
  if (!browser && !system) return agent.slice(0, 60);
  return [browser ?? "A browser", system ? `on ${system}` : ""].filter(Boolean).join(" ");
}

export default async function SecurityPage() {
  const ctx = await requireSessionCtx();
  const [sessions, login] = await Promise.all([
    listUserSessions(ctx.db, ctx, ctx.clock.now()),
    loginOf(ctx.db, ctx.userId),
  ]);
  const others = sessions.filter((s) => !s.current);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <section
        aria-labelledby="sessions-heading"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="sessions-heading" className="text-base font-semibold">
          Sessions
        </h2>
        <p className="text-sm text-slate-700">
          Where you are signed in. Revoke a session you do not recognise: that browser is signed out
          on its next request. API keys are not affected: revoke them under API keys.
        </p>
        <Table
          caption="Your signed-in sessions, last used first"
          hideCaption
          testId="user-sessions"
          head={
            <>
              {["Device", "Address", "Signed in", "Last seen"].map((h) => (
                <Th key={h}>{h}</Th>
              ))}
              <Th>
                <span className="sr-only">Revoke</span>
              </Th>
            </>
          }
        >
          {sessions.map((s) => (
            <Tr key={s.id}>
              <Td className="font-medium">
                {deviceOf(s.userAgent)}
                {s.current && <span className="ml-2 text-xs text-brand-700">(this browser)</span>}
              </Td>
              <Td className="font-mono text-xs">{s.address ?? "—"}</Td>
              <Td className="whitespace-nowrap text-slate-600">
                <LocalTime iso={s.startedAt} />
              </Td>
              <Td className="whitespace-nowrap text-slate-600">
                <LocalTime iso={s.lastSeenAt} />
              </Td>
              <Td className="text-right">
                {!s.current && (
                  <RowAction
                    action={revokeSessionAction}
                    fields={{ id: s.id }}
                    label="Revoke"
                    of={`the session of ${deviceOf(s.userAgent)} from ${s.address ?? "an unknown address"}`}
                  />
                )}
              </Td>
            </Tr>
          ))}
        </Table>
        <div className="flex flex-wrap gap-3">
          {others.length > 0 && (
            <ActionForm action={revokeOtherSessionsAction}>
              <ConfirmSubmit
                label="Sign out all other sessions"
                confirm="Sign out every other browser and device, keeping this one?"
              />
            </ActionForm>
          )}
          <ActionForm action={signOutEverywhereAction}>
            <ConfirmSubmit
              label="Sign out everywhere"
              confirm="Sign out on every browser and device, this one included?"
            />
          </ActionForm>
        </div>
      </section>
      <ChangeEmail email={login.email} hasPassword={login.hasPassword} />
      <ChangePassword />
    </div>
  );
}
