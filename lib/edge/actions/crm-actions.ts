"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { ResourceId } from "@/lib/edge/api/resource-id";
import { withAction } from "@/lib/edge/api/with-action";
import {
  createConnection,
  deleteConnection,
  getMapping,
  saveMapping,
  testConnection,
} from "@/lib/features/crm/connections";
import { startOAuth } from "@/lib/features/crm/oauth-connect";
import { oauthNonceCookie } from "@/lib/features/crm/oauth-state";
import { pullStatus, requestPull } from "@/lib/features/crm/pull";
import {
  campaignCrm,
  getPush,
  previewPush,
  pushRowsPage,
  setCampaignCrm,
  startPush,
} from "@/lib/features/crm/pushes";
import { SALESFORCE_OBJECTS } from "@/lib/features/crm/salesforce";
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
 * Starts connecting a CRM by OAuth (Salesforce, or HubSpot or Pipedrive when the operator set
 * up their apps): the address of its consent page, with a sealed state naming this account,
 * user (and for Salesforce the object chosen), and the state's nonce in a cookie only the
 * callback receives. The browser goes there; the vendor sends it back to the callback route.
 */
export async function startCrmOAuthAction(input: unknown) {
  return withAction("admin", [input], async (ctx) => {
    const parsed = z
      .discriminatedUnion("vendor", [
        z.strictObject({ vendor: z.literal("salesforce"), object: z.enum(SALESFORCE_OBJECTS) }),
        z.strictObject({ vendor: z.enum(["hubspot", "pipedrive"]) }),
      ])
      .parse(input);
    const started = startOAuth(ctx, parsed.vendor, "object" in parsed ? parsed.object : undefined);
    (await cookies()).set(oauthNonceCookie(parsed.vendor), started.nonce, {
      httpOnly: true,
      sameSite: "lax",
      secure: started.callback.startsWith("https:"),
      path: started.cookiePath,
      maxAge: 600,
    });
    return { url: started.url };
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
