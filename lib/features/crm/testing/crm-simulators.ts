import { expect } from "vitest";
import type { DbOrTx } from "@/db/client";
import { contacts, listItems, lists, profiles } from "@/db/schema";
import type { Ctx } from "@/lib/core/context";
import { resetEnvCache } from "@/lib/core/env";
import { finishOAuth, startOAuth } from "../oauth-connect";
import type { OAuthVendor } from "../oauth-state";
import type { SalesforceObject } from "../salesforce";
import {
  type HubSpotSimulator,
  type SimulatorOptions,
  startHubSpotSimulator,
} from "./hubspot-simulator";
import {
  type PipedriveSimulator,
  type PipedriveSimulatorOptions,
  startPipedriveSimulator,
} from "./pipedrive-simulator";
import {
  type SalesforceSimulator,
  type SalesforceSimulatorOptions,
  startSalesforceSimulator,
} from "./salesforce-simulator";

/*
 * The three CRM simulators on loopback with the app's env pointed at them (API bases, OAuth
 * apps), and a connect through the OAuth flow as the browser and the callback run it: the tests
 * that need several CRMs start them the same way.
 */

export interface CrmSimulators {
  hubspot: HubSpotSimulator;
  pipedrive: PipedriveSimulator;
  salesforce: SalesforceSimulator;
  close(): Promise<void>;
}

export async function startCrmSimulators(options: {
  hubspot: SimulatorOptions;
  pipedrive: PipedriveSimulatorOptions;
  salesforce: SalesforceSimulatorOptions;
}): Promise<CrmSimulators> {
  const [hubspot, pipedrive, salesforce] = await Promise.all([
    startHubSpotSimulator(options.hubspot),
    startPipedriveSimulator(options.pipedrive),
    startSalesforceSimulator(options.salesforce),
  ]);
  process.env.HUBSPOT_API_BASE_URL = hubspot.url;
  process.env.PIPEDRIVE_API_BASE_URL = pipedrive.url;
  process.env.SALESFORCE_CLIENT_ID = options.salesforce.clientId;
  process.env.SALESFORCE_CLIENT_SECRET = options.salesforce.clientSecret;
  process.env.SALESFORCE_LOGIN_URL = salesforce.url;
  if (options.hubspot.oauth) {
    process.env.HUBSPOT_CLIENT_ID = options.hubspot.oauth.clientId;
    process.env.HUBSPOT_CLIENT_SECRET = options.hubspot.oauth.clientSecret;
    process.env.HUBSPOT_AUTHORIZE_URL = `${hubspot.url}/oauth/authorize`;
  }
  if (options.pipedrive.oauth) {
    process.env.PIPEDRIVE_CLIENT_ID = options.pipedrive.oauth.clientId;
    process.env.PIPEDRIVE_CLIENT_SECRET = options.pipedrive.oauth.clientSecret;
    process.env.PIPEDRIVE_OAUTH_BASE_URL = pipedrive.url;
  }
  resetEnvCache();
  return {
    hubspot,
    pipedrive,
    salesforce,
    close: async () => {
      await Promise.all([hubspot.close(), pipedrive.close(), salesforce.close()]);
    },
  };
}

/**
 * Connects through the vendor's consent page (which sends the browser straight back with a
 * code, as "Allow" does) and the callback's checks, as an admin with the nonce cookie.
 */
export async function connectByOAuth(
  ctx: Ctx & { userId?: string },
  vendor: OAuthVendor,
  object?: SalesforceObject,
): Promise<string> {
  const session = { ...ctx, userId: ctx.userId ?? "u1" };
  const started = startOAuth(session, vendor, object);
  const consent = await fetch(started.url, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.pathname).toBe(`/api/crm/${vendor}/callback`);
  const outcome = await finishOAuth(
    session,
    vendor,
    Object.fromEntries(back.searchParams),
    started.nonce,
    true,
  );
  if (!("connected" in outcome)) throw new Error(outcome.crmError);
  return outcome.connected;
}

/**
 * A list of these people, in this order (each added a minute after the last), each with a work
 * e-mail when given, named and titled by position: what a push sends.
 */
export async function seedList(
  db: DbOrTx,
  accountId: string,
  name: string,
  people: readonly { id: string; email: string | null }[],
): Promise<string> {
  await db.insert(profiles).values(
    people.map(({ id }, i) => ({
      id,
      data: {
        id,
        fn: `Jo${i}`,
        ln: `Doe${i}`,
        title: `Buyer ${i}`,
        organization: { name: "Firm" },
      },
      title: `Buyer ${i}`,
      hasEmail: true,
    })),
  );
  const addresses = people.flatMap((p) =>
    p.email ? [{ profileId: p.id, kind: "email" as const, type: "work", value: p.email }] : [],
  );
  if (addresses.length > 0) await db.insert(contacts).values(addresses);
  const [list] = await db.insert(lists).values({ accountId, name }).returning();
  const listId = list?.id ?? "";
  await db.insert(listItems).values(
    people.map((p, i) => ({
      listId,
      profileId: p.id,
      accountId,
      addedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
  return listId;
}
