import { and, desc, eq } from "drizzle-orm";
import { type CrmMappingEntry, crmConnections, crmPulls } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { env } from "@/lib/core/env";
import { Conflict, NotFound } from "@/lib/core/errors";
import { publicUrl } from "@/lib/core/public-url";
import { enqueue } from "@/lib/engines/jobs/boss";
import { openToken, sealToken, tokenHint } from "./crm-tokens";
import {
  CrmCallFailed,
  type HubSpotSession,
  hubspotAccount,
  hubspotProperties,
  hubspotSession,
  type Pacing,
} from "./hubspot";
import { hubspotRefresh } from "./hubspot-oauth";
import {
  type CrmProperty,
  type CrmVendor,
  LEAD_FIELDS,
  suggestMapping,
  unmappedRequired,
} from "./lead-fields";
import { oauthCallbackPath } from "./oauth-state";
import {
  type OAuthSecret,
  oauthSecretOf,
  sealOAuthSecret,
  TokenKeeper,
  vendorBaseAllowed,
} from "./oauth-tokens";
import {
  type PipedriveSession,
  pipedriveAccount,
  pipedriveProperties,
  pipedriveSession,
} from "./pipedrive";
import { pipedriveRefresher } from "./pipedrive-oauth";
import { crmPullQueue } from "./pull-queue";
import {
  SALESFORCE_OBJECTS,
  type SalesforceObject,
  type SalesforceSecret,
  type SalesforceSession,
  salesforceProperties,
  salesforceSession,
} from "./salesforce";
import { ConnectionInput, type CrmConnection, type MappingEntry, MappingInput } from "./schema";

/*
 * An account's CRM connections: the token sealed at once and never given back, the field
 * mapping a push writes, the last sync and the last error (docs/crm.md).
 */

type Row = typeof crmConnections.$inferSelect;

function shown(r: Row): CrmConnection {
  return {
    id: r.id,
    vendor: r.vendor,
    name: r.name,
    tokenHint: r.tokenHint,
    mapping: r.mapping as MappingEntry[],
    lastSyncAt: r.lastSyncAt?.toISOString() ?? null,
    lastError: r.lastError,
    lastErrorAt: r.lastErrorAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** HubSpot's own contact properties: the mapping a new connection starts with. */
const HUBSPOT_DEFAULTS: CrmProperty[] = LEAD_FIELDS.flatMap((f) =>
  f.hubspot ? [{ name: f.hubspot, label: f.label, readOnly: false, required: false }] : [],
);

/** Pipedrive's standard person fields a push writes (`name` is required by Pipedrive). */
const PIPEDRIVE_DEFAULTS: CrmProperty[] = LEAD_FIELDS.flatMap((f) =>
  f.pipedrive
    ? [{ name: f.pipedrive, label: f.label, readOnly: false, required: f.pipedrive === "name" }]
    : [],
);

/** Salesforce's standard Lead fields, until Test reads the chosen object's own. */
const SALESFORCE_DEFAULTS: CrmProperty[] = LEAD_FIELDS.flatMap((f) =>
  f.salesforce ? [{ name: f.salesforce, label: f.label, readOnly: false, required: false }] : [],
);

export const VENDOR_NAMES: Record<CrmVendor, string> = {
  hubspot: "HubSpot",
  pipedrive: "Pipedrive",
  salesforce: "Salesforce",
};

const defaultsOf = (vendor: CrmVendor) =>
  vendor === "pipedrive"
    ? PIPEDRIVE_DEFAULTS
    : vendor === "salesforce"
      ? SALESFORCE_DEFAULTS
      : HUBSPOT_DEFAULTS;

export async function listConnections(ctx: TxCtx): Promise<CrmConnection[]> {
  const rows = await ctx.db
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.accountId, ctx.accountId))
    .orderBy(desc(crmConnections.createdAt));
  return rows.map(shown);
}

export async function connectionRow(ctx: TxCtx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.id, id), eq(crmConnections.accountId, ctx.accountId)));
  if (!row) throw new NotFound("CRM connection");
  return row;
}

export async function getConnection(ctx: TxCtx, id: string): Promise<CrmConnection> {
  return shown(await connectionRow(ctx, id));
}

export async function createConnection(ctx: TxCtx, input: ConnectionInput): Promise<CrmConnection> {
  const parsed = ConnectionInput.parse(input);
  const [row] = await ctx.db
    .insert(crmConnections)
    .values({
      accountId: ctx.accountId,
      vendor: parsed.vendor,
      name: parsed.name ?? VENDOR_NAMES[parsed.vendor],
      tokenSealed: sealToken(parsed.token),
      tokenHint: tokenHint(parsed.token),
      mapping: suggestMapping(defaultsOf(parsed.vendor), parsed.vendor),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Conflict("The connection was not saved.");
  await startFilling(ctx, row.id);
  return shown(row);
}

/** "Already in my CRM" starts filling at once for a new connection (pull.ts). */
async function startFilling(ctx: TxCtx, connectionId: string): Promise<void> {
  await ctx.db
    .insert(crmPulls)
    .values({ connectionId, accountId: ctx.accountId, status: "queued" });
  await enqueue(
    ctx.db,
    crmPullQueue,
    { accountId: ctx.accountId, connectionId },
    { singletonKey: connectionId },
  );
}

export async function deleteConnection(ctx: TxCtx, id: string): Promise<void> {
  const gone = await ctx.db
    .delete(crmConnections)
    .where(and(eq(crmConnections.id, id), eq(crmConnections.accountId, ctx.accountId)))
    .returning({ id: crmConnections.id });
  if (gone.length === 0) throw new NotFound("CRM connection");
}

function tokenOf(row: Row): string {
  const token = openToken(row.tokenSealed);
  if (token === null) {
    throw new CrmCallFailed("The token can no longer be read: enter it again.", 401);
  }
  return token;
}

/**
 * An OAuth connection's token keeper: refreshed tokens are sealed on the connection at once,
 * before the call that needed them goes on (docs/crm.md).
 */
function keeperOf(row: Row, db: TxCtx["db"], secret: OAuthSecret): TokenKeeper {
  const refresher =
    row.vendor === "pipedrive"
      ? pipedriveRefresher(publicUrl(oauthCallbackPath("pipedrive")))
      : hubspotRefresh;
  return new TokenKeeper(secret, refresher, async (next) => {
    await db
      .update(crmConnections)
      .set({ tokenSealed: sealOAuthSecret(next) })
      .where(and(eq(crmConnections.id, row.id), eq(crmConnections.accountId, row.accountId)));
  });
}

/** A session with a HubSpot connection's portal (private-app token or OAuth). */
export function sessionOf(row: Row, db: TxCtx["db"], pacing?: Pacing): HubSpotSession {
  const token = tokenOf(row);
  const oauth = oauthSecretOf(token);
  if (!oauth) return hubspotSession(token, pacing);
  return hubspotSession(oauth.accessToken, pacing, keeperOf(row, db, oauth));
}

/** A Salesforce connection's sealed tokens, instance and object. */
export function salesforceSecretOf(row: Row): SalesforceSecret & { object: SalesforceObject } {
  try {
    const v = JSON.parse(tokenOf(row)) as Partial<SalesforceSecret> & { object?: string };
    if (
      typeof v.refreshToken === "string" &&
      typeof v.accessToken === "string" &&
      typeof v.instanceUrl === "string" &&
      vendorBaseAllowed(v.instanceUrl, env().SALESFORCE_LOGIN_URL) &&
      SALESFORCE_OBJECTS.includes(v.object as SalesforceObject)
    ) {
      return {
        refreshToken: v.refreshToken,
        accessToken: v.accessToken,
        instanceUrl: v.instanceUrl,
        object: v.object as SalesforceObject,
      };
    }
  } catch (error) {
    if (error instanceof CrmCallFailed) throw error;
  }
  throw new CrmCallFailed("The Salesforce tokens can no longer be read: connect again.", 401);
}

/**
 * A session with a Salesforce connection's org. jsforce refreshes an expired access token by
 * itself; `refreshed.token` then holds the new one for `keepRefreshed` to seal.
 */
export function salesforceSessionOf(
  row: Row,
  pacing?: Pacing,
): { session: SalesforceSession; refreshed: { token?: string } } {
  const secret = salesforceSecretOf(row);
  const refreshed: { token?: string } = {};
  const session = salesforceSession(secret, secret.object, pacing, (token) => {
    refreshed.token = token;
  });
  return { session, refreshed };
}

/** Seals an access token jsforce refreshed, so the next run starts with it. */
export async function keepRefreshed(
  db: TxCtx["db"],
  row: Row,
  refreshed: { token?: string },
): Promise<void> {
  if (!refreshed.token) return;
  const secret = salesforceSecretOf(row);
  await db
    .update(crmConnections)
    .set({ tokenSealed: sealToken(JSON.stringify({ ...secret, accessToken: refreshed.token })) })
    .where(and(eq(crmConnections.id, row.id), eq(crmConnections.accountId, row.accountId)));
}

/**
 * A connection from the tokens an OAuth callback received: tested at once (the CRM's own
 * properties read), so the mapping starts from them, then its first pull.
 */
async function createFromOAuth(
  ctx: TxCtx,
  vendor: CrmVendor,
  name: string,
  sealed: string,
  refreshToken: string,
): Promise<CrmConnection> {
  const [row] = await ctx.db
    .insert(crmConnections)
    .values({
      accountId: ctx.accountId,
      vendor,
      name,
      tokenSealed: sealed,
      tokenHint: tokenHint(refreshToken),
      mapping: suggestMapping(defaultsOf(vendor), vendor),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Conflict("The connection was not saved.");
  const tested = await testConnection(ctx, row.id);
  if (tested.ok) {
    const fresh = await connectionRow(ctx, row.id);
    await ctx.db
      .update(crmConnections)
      .set({ mapping: suggestMapping(knownProperties(fresh), vendor) })
      .where(eq(crmConnections.id, row.id));
  }
  await startFilling(ctx, row.id);
  return getConnection(ctx, row.id);
}

/** A Salesforce connection (the chosen object's fields read at once, by describe). */
export function createSalesforceConnection(
  ctx: TxCtx,
  secret: SalesforceSecret,
  object: SalesforceObject,
): Promise<CrmConnection> {
  return createFromOAuth(
    ctx,
    "salesforce",
    `Salesforce (${object})`,
    sealToken(JSON.stringify({ ...secret, object })),
    secret.refreshToken,
  );
}

/** A HubSpot or Pipedrive connection by OAuth (its refresh token's last four shown). */
export function createOAuthConnection(
  ctx: TxCtx,
  vendor: "hubspot" | "pipedrive",
  secret: OAuthSecret,
): Promise<CrmConnection> {
  return createFromOAuth(
    ctx,
    vendor,
    `${VENDOR_NAMES[vendor]} (OAuth)`,
    sealOAuthSecret(secret),
    secret.refreshToken,
  );
}

/** A session with a Pipedrive connection's company (API token or OAuth). */
export function pipedriveSessionOf(row: Row, db: TxCtx["db"], pacing?: Pacing): PipedriveSession {
  const token = tokenOf(row);
  const oauth = oauthSecretOf(token);
  if (!oauth) return pipedriveSession(token, pacing);
  if (!oauth.apiDomain || !vendorBaseAllowed(oauth.apiDomain, env().PIPEDRIVE_API_BASE_URL)) {
    throw new CrmCallFailed("Pipedrive's API address is not https: connect again.", 401);
  }
  return pipedriveSession({ auth: keeperOf(row, db, oauth), apiDomain: oauth.apiDomain }, pacing);
}

export async function noteError(ctx: TxCtx, id: string, message: string | null): Promise<void> {
  await ctx.db
    .update(crmConnections)
    .set({ lastError: message, lastErrorAt: message === null ? null : ctx.clock.now() })
    .where(and(eq(crmConnections.id, id), eq(crmConnections.accountId, ctx.accountId)));
}

/**
 * "Test": the account's details and its contact properties with the token, the properties
 * kept so the mapping and a push's check need no call to the CRM.
 */
export async function testConnection(
  ctx: TxCtx,
  id: string,
): Promise<{ ok: boolean; message: string }> {
  const row = await connectionRow(ctx, id);
  const read = { pipedrive: readPipedrive, salesforce: readSalesforce, hubspot: readHubSpot }[
    row.vendor
  ];
  try {
    const found = await read(ctx, row);
    await ctx.db
      .update(crmConnections)
      .set({
        recordUrlBase: found.recordUrlBase,
        properties: found.properties,
        propertiesReadAt: ctx.clock.now(),
        lastError: null,
        lastErrorAt: null,
      })
      .where(eq(crmConnections.id, row.id));
    return { ok: true, message: found.message };
  } catch (error) {
    const message = refusal(error, row.vendor);
    await noteError(ctx, row.id, message);
    return { ok: false, message };
  }
}

/** What a Test reads of a CRM: where its records open, its properties, and what to say. */
interface TestReading {
  recordUrlBase: string;
  properties: CrmProperty[];
  message: string;
}

/** HubSpot's Test: the token's portal, then the contact properties. */
async function readHubSpot(ctx: TxCtx, row: Row): Promise<TestReading> {
  const session = sessionOf(row, ctx.db, { attempts: 2, backoffMs: 500 });
  const account = await hubspotAccount(session);
  const properties = await hubspotProperties(session);
  return {
    recordUrlBase: account.recordUrlBase,
    properties,
    message: `Connected to HubSpot account ${account.portalId}: ${properties.length} contact properties read.`,
  };
}

/** Pipedrive's Test: the token's user and company, then the person fields. */
async function readPipedrive(ctx: TxCtx, row: Row): Promise<TestReading> {
  const session = pipedriveSessionOf(row, ctx.db, { attempts: 2, backoffMs: 500 });
  const account = await pipedriveAccount(session);
  const properties = await pipedriveProperties(session);
  return {
    recordUrlBase: account.recordUrlBase,
    properties,
    message: `Connected to Pipedrive company ${account.company}: ${properties.length} person fields read.`,
  };
}

/** Salesforce's Test: the object's fields (a refreshed token is kept). */
async function readSalesforce(ctx: TxCtx, row: Row): Promise<TestReading> {
  const { session, refreshed } = salesforceSessionOf(row, { attempts: 2, backoffMs: 500 });
  const properties = await salesforceProperties(session);
  await keepRefreshed(ctx.db, row, refreshed);
  const { instanceUrl, object } = salesforceSecretOf(row);
  return {
    recordUrlBase: `${instanceUrl.replace(/\/$/, "")}/`,
    properties,
    message: `Connected to Salesforce at ${new URL(instanceUrl).host}: ${properties.length} ${object} fields read.`,
  };
}

/** A failed call in words for the person at the screen. */
export function refusal(error: unknown, vendor: CrmVendor = "hubspot"): string {
  const name = VENDOR_NAMES[vendor];
  if (error instanceof CrmCallFailed) {
    if (error.status === 401) return `${name} refused the token: ${error.message}`;
    if (error.status === 403) return `The token lacks a scope this needs: ${error.message}`;
    return error.message;
  }
  return `${name} could not be reached.`;
}

/** The CRM's properties as Test last read them; the vendor's standard ones before any Test. */
export function knownProperties(row: Row): CrmProperty[] {
  return row.properties ?? defaultsOf(row.vendor);
}

/** The mapping, what the CRM's own properties (as Test last read them) suggest, and what it leaves required unmapped. */
export async function getMapping(ctx: TxCtx, id: string) {
  const row = await connectionRow(ctx, id);
  const properties = knownProperties(row);
  const mapping = row.mapping as MappingEntry[];
  return {
    propertiesReadAt: row.propertiesReadAt?.toISOString() ?? null,
    mapping,
    suggested: suggestMapping(properties, row.vendor) as MappingEntry[],
    properties,
    fields: LEAD_FIELDS.map((f) => ({ id: f.id, label: f.label })),
    unmappedRequired: unmappedRequired(properties, mapping),
    unwritable: unwritable(properties, mapping),
  };
}

/**
 * Saves a mapping as given (a property named twice keeps its first entry). Properties the CRM
 * lacks or will not let be written are named in `unwritable`, and a push refuses until fixed.
 */
export async function saveMapping(ctx: TxCtx, id: string, input: unknown) {
  const given = MappingInput.parse(input).mapping;
  const mapping = given.filter((m, i) => given.findIndex((n) => n.property === m.property) === i);
  const row = await connectionRow(ctx, id);
  await ctx.db
    .update(crmConnections)
    .set({ mapping: mapping as CrmMappingEntry[] })
    .where(eq(crmConnections.id, row.id));
  return getMapping(ctx, id);
}

/** Mapped properties the CRM lacks or does not let be written, by name. */
export function unwritable(properties: CrmProperty[], mapping: MappingEntry[]): string[] {
  return mapping
    .filter((m) => m.rule !== "never")
    .filter((m) => {
      const p = properties.find((x) => x.name === m.property);
      return !p || p.readOnly || p.name === "email";
    })
    .map((m) => m.property);
}
