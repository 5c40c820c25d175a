import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { LocalTime } from "@/components/ui/local-time";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { listApiKeys } from "@/lib/features/accounts/api-keys";
import { PERMISSIONS, roleGrants } from "@/lib/features/accounts/permissions";
import { CreateKey } from "./create-key";
import { RevokeKey } from "./revoke-key";

export const metadata: Metadata = { title: "API keys" };
export const dynamic = "force-dynamic";

const when = (d: Date | null) => (d ? <LocalTime iso={d.toISOString()} /> : "Never");

export default async function ApiKeysPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "keys")) {
    return <RoleNotice role={ctx.role} what="manage API keys" />;
  }
  const keys = await listApiKeys(ctx.db, ctx.accountId);
  const isAdmin = allows({ kind: "session", role: ctx.role }, "admin");
  const scopes = PERMISSIONS.filter((p) => roleGrants(ctx.role, p));
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Scripts authenticate with <code>Authorization: Bearer &lt;key&gt;</code> (or{" "}
        <code>X-Api-Key</code>). Only a hash of each key is stored.
      </p>
      <CreateKey revokedIds={keys.filter((k) => k.revokedAt).map((k) => k.id)} scopes={scopes} />
      <Table
        head={
          <>
            {["Name", "Key", "Scopes", "Made by", "Created", "Last used", "Status"].map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            <Th>
              <span className="sr-only">Revoke</span>
            </Th>
          </>
        }
      >
        {keys.map((k) => (
          <Tr key={k.id}>
            <Td className="font-medium wrap-anywhere">{k.name}</Td>
            <Td>
              <code>{k.prefix}…</code>
            </Td>
            <Td className="text-sm text-slate-600">
              {k.scopes ? k.scopes.join(", ") : "All (made before scopes)"}
            </Td>
            <Td className="text-slate-600 wrap-anywhere">{k.maker ?? "The operator"}</Td>
            <Td className="text-slate-600">{when(k.createdAt)}</Td>
            <Td className="text-slate-600">{when(k.lastUsedAt)}</Td>
            <Td>{k.revokedAt ? <>Revoked {when(k.revokedAt)}</> : "Active"}</Td>
            <Td className="text-right">
              {!k.revokedAt && (isAdmin || k.makerId === ctx.userId) && (
                <RevokeKey id={k.id} name={k.name} prefix={k.prefix} />
              )}
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
