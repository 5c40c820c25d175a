import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { ActionForm } from "@/components/ui/action-form";
import { ConfirmSubmit } from "@/components/ui/confirm-submit";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { rotateSecretAction } from "@/lib/edge/actions/account-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { getWebhookSecret } from "@/lib/features/accounts/webhook-secret";
import { listEndpoints } from "@/lib/features/webhook-endpoints/endpoints";
import { EVENT_TYPE_NAMES } from "@/lib/features/webhook-endpoints/schema";
import { NewEndpoint } from "./new-endpoint";
import { RevealSecret } from "./secret";

export const metadata: Metadata = { title: "Webhooks" };
export const dynamic = "force-dynamic";

export default async function WebhooksPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="manage the webhook secret" />;
  }
  const secret = await getWebhookSecret(ctx);
  const { data: endpoints } = await listEndpoints(ctx);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Endpoints</h2>
        <p className="max-w-3xl text-sm text-slate-700">
          An endpoint receives the events it subscribes to (campaign launched, paused, completed,
          leads delivered, enrichment completed, list exported, contact opted out…), each signed
          with the endpoint's own secret. Open one for its delivery log, a test, replay and secret
          rotation.
        </p>
        {endpoints.length > 0 && (
          <Table
            caption="Webhook endpoints"
            hideCaption
            head={["URL", "Events", "Status"].map((h) => <Th key={h}>{h}</Th>)}
          >
            {endpoints.map((e) => (
              <Tr key={e.id}>
                <Td className="wrap-anywhere">
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`/settings/webhooks/${e.id}`}
                  >
                    {e.url}
                  </a>
                  {e.description && <div className="text-xs text-slate-600">{e.description}</div>}
                </Td>
                <Td className="text-sm">
                  {e.eventTypes.length === 0 ? "All" : e.eventTypes.join(", ")}
                </Td>
                <Td>
                  {e.status === "enabled"
                    ? "Enabled"
                    : `Disabled${e.disabledReason ? `: ${e.disabledReason}` : ""}`}
                </Td>
              </Tr>
            ))}
          </Table>
        )}
        <NewEndpoint eventTypes={EVENT_TYPE_NAMES} />
      </section>
      <section className="flex max-w-3xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Signing secret</h2>
        <p className="text-sm text-slate-700">
          Every webhook delivery (enrichment results and campaign leads) is signed with the{" "}
          <a className="text-brand-700 underline" href="https://www.standardwebhooks.com/">
            Standard Webhooks
          </a>{" "}
          scheme: headers <code>webhook-id</code>, <code>webhook-timestamp</code> and{" "}
          <code>webhook-signature</code> (<code>v1,</code> base64 HMAC-SHA256 of{" "}
          <code>id.timestamp.body</code>). Verify them with this secret, for example with the{" "}
          <code>standardwebhooks</code> library.
        </p>
        <RevealSecret secret={secret} />
        <ActionForm action={rotateSecretAction}>
          <ConfirmSubmit
            label="Rotate secret"
            confirm="Rotate the signing secret? Deliveries from now on are signed with the new secret; receivers must be updated."
          />
        </ActionForm>
      </section>
    </div>
  );
}
