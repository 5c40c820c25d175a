"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { Conflict } from "@/lib/core/errors";
import { publicUrl } from "@/lib/core/public-url";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { withAction } from "@/lib/edge/api/with-action";
import {
  createConnection,
  deleteConnection,
  getMapping,
  saveMapping,
  testConnection,
} from "@/lib/features/crm/connections";
import { pullStatus, requestPull } from "@/lib/features/crm/pull";
import {
  campaignCrm,
  getPush,
  previewPush,
  pushRowsPage,
  setCampaignCrm,
  startPush,
} from "@/lib/features/crm/pushes";
import {
  SALESFORCE_OBJECTS,
  salesforceAuthorizeUrl,
  salesforceConfigured,
} from "@/lib/features/crm/salesforce";
import {
  SALESFORCE_CALLBACK_PATH,
  SALESFORCE_NONCE_COOKIE,
  sealOAuthState,
} from "@/lib/features/crm/salesforce-oauth";
import { CampaignCrm, ConnectionInput, MappingInput } from "@/lib/features/crm/schema";

/* Settings → CRM's server actions: the same domain functions /v1/crm calls. */

const PAGE = "/settings/crm";
const ListAndConnection = z.strictObject({ listId: ResourceId, connectionId: ResourceId });

export async function createCrmConnectionAction(input: unknown) {
  const result = await withAction("admin", [input], (ctx) =>
    createConnection(ctx, ConnectionInput.parse(input)),
  );
  if (result.ok) revalidatePath(PAGE);
  return result;
}

/**
 * Starts connecting Salesforce: the address of its consent page, with a sealed state naming
 * this account, user and the object chosen, and the state's nonce in a cookie only the callback
 * receives. The browser goes there; Salesforce sends it back to the callback route.
 */
export async function startSalesforceConnectAction(input: unknown) {
  return withAction("admin", [input], async (ctx) => {
    const { object } = z.strictObject({ object: z.enum(SALESFORCE_OBJECTS) }).parse(input);
    if (!salesforceConfigured()) {
      throw new Conflict(
        "Salesforce is not set up on this server: the operator sets SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET.",
      );
    }
    const callback = publicUrl(SALESFORCE_CALLBACK_PATH);
    const { state, nonce } = sealOAuthState({
      accountId: ctx.accountId,
      userId: ctx.userId,
      object,
    });
    (await cookies()).set(SALESFORCE_NONCE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: "lax",
      secure: callback.startsWith("https:"),
      path: SALESFORCE_CALLBACK_PATH,
      maxAge: 600,
    });
    return { url: salesforceAuthorizeUrl(callback, state) };
  });
}

export async function testCrmConnectionAction(id: string) {
  const result = await withAction("admin", [id], (ctx) =>
    testConnection(ctx, ResourceId.parse(id)),
  );
  revalidatePath(PAGE);
  return result;
}

export async function deleteCrmConnectionAction(id: string) {
  const result = await withAction("admin", [id], (ctx) =>
    deleteConnection(ctx, ResourceId.parse(id)),
  );
  if (result.ok) revalidatePath(PAGE);
  return result;
}

export async function crmMappingAction(id: string) {
  return withAction("lists:read", [id], (ctx) => getMapping(ctx, ResourceId.parse(id)));
}

export async function saveCrmMappingAction(id: string, input: unknown) {
  return withAction("admin", [id, input], (ctx) =>
    saveMapping(ctx, ResourceId.parse(id), MappingInput.parse(input)),
  );
}

export async function previewCrmPushAction(input: unknown) {
  return withAction("lists:export", [input], (ctx) =>
    previewPush(ctx, ListAndConnection.parse(input)),
  );
}

export async function startCrmPushAction(input: unknown) {
  const result = await withAction("lists:export", [input], (ctx) =>
    startPush(ctx, ListAndConnection.parse(input)),
  );
  if (result.ok) revalidatePath(PAGE);
  return result;
}

/** A push's status and counts with its first rows: what the page polls while it runs. */
export async function crmPushProgressAction(id: string) {
  return withAction("lists:read", [id], async (ctx) => {
    const pushId = ResourceId.parse(id);
    const [push, rows] = await Promise.all([
      getPush(ctx, pushId),
      pushRowsPage(ctx, pushId, { limit: 100 }),
    ]);
    return { push, rows: rows.data };
  });
}

/** "Refresh from CRM": a pull of what changed since the last one, queued for the workers. */
export async function refreshFromCrmAction(id: string) {
  return withAction("admin", [id], (ctx) => requestPull(ctx, ResourceId.parse(id)));
}

/** The pull's state and the index's counts: what the page polls while a pull runs. */
export async function crmPullStatusAction(id: string) {
  return withAction("lists:read", [id], (ctx) => pullStatus(ctx, ResourceId.parse(id)));
}

/** A campaign's `crm` ("Send to CRM"): the connection every new delivery is pushed to. */
export async function campaignCrmAction(campaignId: string) {
  return withAction("campaigns:read", [campaignId], (ctx) =>
    campaignCrm(ctx, ResourceId.parse(campaignId)),
  );
}

/** Sets "Send to CRM" for a campaign, as PUT /v1/campaigns/{id}/crm does. */
export async function setCampaignCrmAction(campaignId: string, input: unknown) {
  return withAction("admin", [campaignId, input], (ctx) =>
    setCampaignCrm(ctx, ResourceId.parse(campaignId), CampaignCrm.parse(input)),
  );
}
