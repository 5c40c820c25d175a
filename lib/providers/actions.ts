"use server";

import { z } from "zod";
import { type ActionResult, withAction } from "@/lib/api/with-action";
import { testProviderConnection } from "./check-connection";
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

export async function testProviderAction(id: string) {
  return withAction((ctx) =>
    testProviderConnection(
      { db: ctx.db, accountId: ctx.accountId },
      z.string().min(1).max(100).parse(id),
    ),
  );
}
