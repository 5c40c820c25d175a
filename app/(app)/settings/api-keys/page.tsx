import type { Metadata } from "next";
import { LocalTime } from "@/components/ui/local-time";
import { revokeKeyAction } from "@/lib/accounts/actions";
import { listApiKeys } from "@/lib/accounts/api-keys";
import { requireSessionCtx } from "@/lib/auth/session-ctx";
import { CreateKey } from "./create-key";

export const metadata: Metadata = { title: "API keys" };
export const dynamic = "force-dynamic";

const when = (d: Date | null) => (d ? <LocalTime iso={d.toISOString()} /> : "Never");

export default async function ApiKeysPage() {
  const ctx = await requireSessionCtx();
  const keys = await listApiKeys(ctx.db, ctx.accountId);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Scripts authenticate with <code>Authorization: Bearer &lt;key&gt;</code> (or{" "}
        <code>X-Api-Key</code>). Only a hash of each key is stored.
      </p>
      <CreateKey />
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {["Name", "Key", "Created", "Last used", "Status"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">{k.name}</td>
                <td className="px-4 py-3">
                  <code>{k.prefix}…</code>
                </td>
                <td className="px-4 py-3 text-slate-600">{when(k.createdAt)}</td>
                <td className="px-4 py-3 text-slate-600">{when(k.lastUsedAt)}</td>
                <td className="px-4 py-3">
                  {k.revokedAt ? <>Revoked {when(k.revokedAt)}</> : "Active"}
                </td>
                <td className="px-4 py-3 text-right">
                  {!k.revokedAt && (
                    <form action={revokeKeyAction}>
                      <input type="hidden" name="id" value={k.id} />
                      <button
                        type="submit"
                        className="text-sm font-medium text-red-700 hover:underline"
                      >
                        Revoke<span className="sr-only"> {k.name}</span>
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
