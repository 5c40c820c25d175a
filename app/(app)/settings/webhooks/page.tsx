import type { Metadata } from "next";
import { RoleNotice } from "@/components/teams/role-notice";
import { ActionForm } from "@/components/ui/action-form";
import { ConfirmSubmit } from "@/components/ui/confirm-submit";
import { rotateSecretAction } from "@/lib/edge/actions/account-actions";
import { allows } from "@/lib/edge/auth/authorise";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { getWebhookSecret } from "@/lib/features/accounts/webhook-secret";
import { RevealSecret } from "./secret";

export const metadata: Metadata = { title: "Webhooks" };
export const dynamic = "force-dynamic";

export default async function WebhooksPage() {
  const ctx = await requireSessionCtx();
  if (!allows({ kind: "session", role: ctx.role }, "admin")) {
    return <RoleNotice role={ctx.role} what="manage the webhook secret" />;
  }
  const secret = await getWebhookSecret(ctx);
  return (
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
  );
}
