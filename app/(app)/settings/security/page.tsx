import type { Metadata } from "next";
import { ActionForm } from "@/components/ui/action-form";
import { ConfirmSubmit } from "@/components/ui/confirm-submit";
import { signOutEverywhereAction } from "@/lib/edge/actions/account-actions";
import { requireSessionCtx } from "@/lib/edge/auth/session-ctx";
import { ChangePassword } from "./change-password";

export const metadata: Metadata = { title: "Security" };
export const dynamic = "force-dynamic";

export default async function SecurityPage() {
  await requireSessionCtx();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">Sessions</h2>
        <p className="text-sm text-slate-700">
          Signs you out on every browser and device, this one included. Use it when you signed in
          somewhere you no longer trust. API keys are not affected: revoke them under API keys.
        </p>
        <ActionForm action={signOutEverywhereAction}>
          <ConfirmSubmit
            label="Sign out everywhere"
            confirm="Sign out on every browser and device, this one included?"
          />
        </ActionForm>
      </section>
      <ChangePassword />
    </div>
  );
}
