import { and, desc, eq } from "drizzle-orm";
import { type CrmMappingEntry, crmConnections, crmPulls } from "@/db/schema";
import type { TxCtx } from "@/lib/core/context";
import { Conflict, NotFound } from "@/lib/core/errors";
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
import { type CrmProperty, LEAD_FIELDS, suggestMapping, unmappedRequired } from "./lead-fields";
import { crmPullQueue } from "./pull-queue";
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
      name: parsed.name,
      tokenSealed: sealToken(parsed.token),
      tokenHint: tokenHint(parsed.token),
      mapping: suggestMapping(HUBSPOT_DEFAULTS),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Conflict("The connection was not saved.");
  // "Already in my CRM" starts filling at once (pull.ts).
  await ctx.db
    .insert(crmPulls)
    .values({ connectionId: row.id, accountId: ctx.accountId, status: "queued" });
  await enqueue(
    ctx.db,
    crmPullQueue,
    { accountId: ctx.accountId, connectionId: row.id },
    { singletonKey: row.id },
  );
  return shown(row);
}

export async function deleteConnection(ctx: TxCtx, id: string): Promise<void> {
  const gone = await ctx.db
    .delete(crmConnections)
    .where(and(eq(crmConnections.id, id), eq(crmConnections.accountId, ctx.accountId)))
    .returning({ id: crmConnections.id });
  if (gone.length === 0) throw new NotFound("CRM connection");
}

/** A session with the connection's CRM; a token sealed under another secret is an error. */
export function sessionOf(row: Row, pacing?: Pacing): HubSpotSession {
  const token = openToken(row.tokenSealed);
  if (token === null) {
    throw new CrmCallFailed("The token can no longer be read: enter it again.", 401);
  }
  return hubspotSession(token, pacing);
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
  try {
    const session = sessionOf(row, { attempts: 2, backoffMs: 500 });
    const account = await hubspotAccount(session);
    const properties = await hubspotProperties(session);
    await ctx.db
      .update(crmConnections)
      .set({
        recordUrlBase: account.recordUrlBase,
        properties,
        propertiesReadAt: ctx.clock.now(),
        lastError: null,
        lastErrorAt: null,
      })
      .where(eq(crmConnections.id, row.id));
    return {
      ok: true,
      message: `Connected to HubSpot account ${account.portalId}: ${properties.length} contact properties read.`,
    };
  } catch (error) {
    const message = refusal(error);
    await noteError(ctx, row.id, message);
    return { ok: false, message };
  }
}

/** A failed call in words for the person at the screen. */
export function refusal(error: unknown): string {
  if (error instanceof CrmCallFailed) {
    if (error.status === 401) return `HubSpot refused the token: ${error.message}`;
    if (error.status === 403) return `The token lacks a scope this needs: ${error.message}`;
    return error.message;
  }
  return "HubSpot could not be reached.";
}

/** The CRM's properties as Test last read them; HubSpot's standard ones before any Test. */
export function knownProperties(row: Row): CrmProperty[] {
  return row.properties ?? HUBSPOT_DEFAULTS;
}

/** The mapping, what the CRM's own properties (as Test last read them) suggest, and what it leaves required unmapped. */
export async function getMapping(ctx: TxCtx, id: string) {
  const row = await connectionRow(ctx, id);
  const properties = knownProperties(row);
  const mapping = row.mapping as MappingEntry[];
  return {
    propertiesReadAt: row.propertiesReadAt?.toISOString() ?? null,
    mapping,
    suggested: suggestMapping(properties) as MappingEntry[],
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
