import type { Ctx } from "@/lib/core/context";
import { recordAudit } from "@/lib/features/audit/record-audit";
import { deleteCompanyList } from "./company-lists";

/**
 * Deletes a list (refused while a live campaign targets with it) and records it in the audit
 * log, in one transaction: the /v1 route's and the settings page's door. Apart from
 * company-lists.ts, which the Live Estimate reads, so that counting never reaches the log.
 */
export async function removeCompanyList(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await deleteCompanyList(txCtx, id);
    await recordAudit(txCtx, {
      action: "company_list.deleted",
      target: { type: "company_list", id },
    });
  });
}
