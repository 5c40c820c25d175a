"use server";

import { z } from "zod";
import { type ActionResult, withAction } from "@/lib/api/with-action";
import { orderProviders, type ProviderSettings } from "./settings";

/** The account's provider ids in their new order, as dropped in Settings (at most one per provider). */
const Order = z.array(z.string().min(1).max(100)).min(1).max(20);

export async function orderProvidersAction(
  ids: string[],
): Promise<ActionResult<ProviderSettings[]>> {
  return withAction((ctx) =>
    orderProviders({ db: ctx.db, accountId: ctx.accountId }, Order.parse(ids)),
  );
}
