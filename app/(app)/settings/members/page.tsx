import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { EmptyNote } from "@/components/ui/empty-note";
import { LocalTime } from "@/components/ui/local-time";
import { RowAction } from "@/components/ui/row-action";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import {
  removeMemberAction,
  resendInvitationAction,
  revokeInvitationAction,
} from "@/lib/edge/actions/member-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listInvitations, listMembers, listWorkspaces } from "@/lib/features/accounts/memberships";
import { memberCaps } from "@/lib/features/allowances/member-caps";
import {
  CapsForm,
  DeleteWorkspaceForm,
  InviteForm,
  RoleForm,
  TransferOwnershipForm,
} from "./member-forms";

export const metadata: Metadata = { title: "Members" };
export const dynamic = "force-dynamic";

/** The workspace's members and open invitations (admin and owner). */
export default async function MembersPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="manage members" />;
  }
  const [members, invitations, caps, workspaces] = await Promise.all([
    listMembers(ctx),
    listInvitations(ctx),
    memberCaps(ctx),
    listWorkspaces(ctx.db, ctx.userId),
  ]);
  const owner = allows({ kind: "session", role: ctx.role }, "owner");
  const workspaceName = workspaces.find((w) => w.accountId === ctx.accountId)?.name ?? "";
  const others = members.filter((m) => m.userId !== ctx.userId);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Viewers read campaigns, lists and usage; members also search, enrich, build, launch and
        export; admins also manage members, keys, providers and the do-not-contact and company
        lists; owners also transfer the ownership and delete the workspace. A workspace keeps at
        least one owner. A member&apos;s daily caps limit their own use of each allowance (their API
        keys included) under the workspace&apos;s; leave a cap empty for none.
      </p>
      <InviteForm />
      <Table
        caption="Members"
        head={
          <>
            {["E-mail", "Role", "Daily caps", "Since"].map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            <Th>
              <span className="sr-only">Remove</span>
            </Th>
          </>
        }
      >
        {members.map((m) => (
          <Tr key={m.userId} data-testid="member-row">
            <Td className="font-medium wrap-anywhere">{m.email}</Td>
            <Td>
              {/* Keyed by the role: a change made elsewhere (a transfer) shows once rendered. */}
              <RoleForm key={m.role} userId={m.userId} role={m.role} email={m.email} />
            </Td>
            <Td>
              <CapsForm
                userId={m.userId}
                email={m.email}
                caps={caps.get(m.userId) ?? { search: null, api: null, email: null, mobile: null }}
              />
            </Td>
            <Td className="text-slate-600">
              <LocalTime iso={m.since.toISOString()} />
            </Td>
            <Td className="text-right">
              <RowAction
                action={removeMemberAction}
                fields={{ userId: m.userId }}
                label={m.userId === ctx.userId ? "Leave" : "Remove"}
                of={m.email}
              />
            </Td>
          </Tr>
        ))}
      </Table>
      {invitations.length === 0 ? (
        <EmptyNote>No open invitations.</EmptyNote>
      ) : (
        <Table
          caption="Open invitations"
          head={
            <>
              {["E-mail", "Role", "Expires"].map((h) => (
                <Th key={h}>{h}</Th>
              ))}
              <Th>
                <span className="sr-only">Resend or revoke</span>
              </Th>
            </>
          }
        >
          {invitations.map((i) => (
            <Tr key={i.id} data-testid="invitation-row">
              <Td className="font-medium wrap-anywhere">{i.email}</Td>
              <Td>{i.role}</Td>
              <Td className="text-slate-600">
                <LocalTime iso={i.expiresAt.toISOString()} />
              </Td>
              <Td className="flex justify-end gap-4">
                <RowAction
                  action={resendInvitationAction}
                  fields={{ id: i.id }}
                  label="Resend"
                  of={i.email}
                />
                <RowAction
                  action={revokeInvitationAction}
                  fields={{ id: i.id }}
                  label="Revoke"
                  of={i.email}
                />
              </Td>
            </Tr>
          ))}
        </Table>
      )}
      {owner && (
        <section
          aria-labelledby="owner-acts"
          className="flex flex-col gap-4 rounded-lg border border-red-200 bg-white p-4"
        >
          <h2 id="owner-acts" className="text-base font-semibold text-slate-900">
            Owner
          </h2>
          {others.length > 0 ? (
            <TransferOwnershipForm
              members={others.map((m) => ({ userId: m.userId, email: m.email }))}
            />
          ) : (
            <p className="text-sm text-slate-600">Invite a member to hand the ownership to them.</p>
          )}
          <p className="text-sm text-slate-600">
            Deleting the workspace deletes its campaigns (they stop), lists, keys, providers,
            connections and audit log at once, and ends every session in it. Members keep their
            other workspaces.
          </p>
          <DeleteWorkspaceForm name={workspaceName} />
        </section>
      )}
    </div>
  );
}
