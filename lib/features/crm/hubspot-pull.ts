import { domainOfAddress, isWebmail } from "@/lib/model/profiles/email-domains";
import { type HubSpotSession, paced } from "./hubspot";
import type { PulledContact, PullPage, PullQuery } from "./pull-page";

/*
 * HubSpot's side of the pull: the contacts' search (POST /crm/v3/objects/contacts/search)
 * filtered on `lastmodifieddate` GTE the query's start, sorted by it ascending, 100 a page,
 * paged with `after`. A search answers at most 10,000 results a query: at that point the
 * page says `capped`, and the pull queries again from the last modified time it read.
 * Search is limited to 4 requests a second per token, and its answers carry none of the
 * X-HubSpot-RateLimit headers: calls are spaced 300 ms apart, and a 429 waits as ever.
 *
 * Search never answers archived (deleted) contacts. Once a query is read, the run lists them
 * (`GET /crm/v3/objects/contacts?archived=true`, 100 a page, paged with `after`, under the
 * general rate limit) and they leave the index; the page cursor then reads `archived:<after>`.
 */

export const HUBSPOT_SEARCH_PAGE = 100;
export const HUBSPOT_SEARCH_CAP = 10_000;
const SEARCH_SPACING_MS = 300;
const PROPERTIES = ["email", "hs_email_domain", "website", "lastmodifieddate"];

/**
 * When each token may search next (4 a second per token): shared by every session of the
 * process, so two pulls of one portal space their calls together. Bounded by the connections.
 */
const nextSearch = new Map<string, number>();
const keyOf = (session: HubSpotSession) =>
  session.auth?.key ?? session.client.config.accessToken ?? "";

/** The host of a website, lower-cased, without `www.`; null when it is none. */
export function domainOfWebsite(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`).hostname;
    const domain = host.toLowerCase().replace(/^www\./, "");
    return domain.includes(".") ? domain : null;
  } catch {
    return null;
  }
}

/** A contact as the index keeps it: its company's domain from its website, else its work address. */
export function contactOf(record: {
  id: string;
  properties: Record<string, string | null>;
  updatedAt?: Date | string;
}): PulledContact | null {
  const p = record.properties;
  const email = p.email?.trim().toLowerCase() || null;
  const modified = new Date(p.lastmodifieddate ?? record.updatedAt ?? Number.NaN);
  if (Number.isNaN(modified.getTime())) return null;
  const fromEmail = email && !isWebmail(email) ? domainOfAddress(email) || null : null;
  return {
    recordId: record.id,
    email,
    domain: domainOfWebsite(p.website) ?? fromEmail,
    modifiedAt: modified,
  };
}

const ARCHIVED = "archived:";

/** One page of the archived contacts: each leaves the index. */
async function archivedPage(session: HubSpotSession, after: string): Promise<PullPage> {
  const answer = await paced(session, () =>
    session.client.crm.contacts.basicApi.getPageWithHttpInfo(
      HUBSPOT_SEARCH_PAGE,
      after || undefined,
      ["email"],
      undefined,
      undefined,
      true,
    ),
  );
  const contacts = answer.data.results.map((r) => ({
    recordId: r.id,
    email: null,
    domain: null,
    modifiedAt: new Date(r.archivedAt ?? r.updatedAt ?? Date.now()),
    deleted: true,
  }));
  const next = answer.data.paging?.next?.after;
  return { contacts, after: next ? `${ARCHIVED}${next}` : null, capped: false };
}

/** One page of the search; `capped` when HubSpot would answer no further page of this query. */
export async function hubspotPullPage(
  session: HubSpotSession,
  query: PullQuery,
): Promise<PullPage> {
  if (query.after?.startsWith(ARCHIVED)) {
    return archivedPage(session, query.after.slice(ARCHIVED.length));
  }
  const { limiter } = session;
  limiter.notBefore = Math.max(limiter.notBefore, nextSearch.get(keyOf(session)) ?? 0);
  const answer = await paced(session, () =>
    session.client.crm.contacts.searchApi.doSearchWithHttpInfo({
      filterGroups: query.since
        ? [
            {
              filters: [
                {
                  propertyName: "lastmodifieddate",
                  operator: "GTE" as never,
                  value: String(query.since.getTime()),
                },
              ],
            },
          ]
        : [],
      // HubSpot takes sort objects; the client's type says strings.
      sorts: [{ propertyName: "lastmodifieddate", direction: "ASCENDING" }] as unknown as string[],
      properties: PROPERTIES,
      limit: HUBSPOT_SEARCH_PAGE,
      ...(query.after ? { after: query.after } : {}),
    }),
  );
  if (nextSearch.size > 10_000) nextSearch.clear();
  nextSearch.set(keyOf(session), Date.now() + SEARCH_SPACING_MS);
  const contacts = answer.data.results.flatMap((r) => {
    const c = contactOf({ id: r.id, properties: r.properties, updatedAt: r.updatedAt });
    return c ? [c] : [];
  });
  const next = answer.data.paging?.next?.after ?? null;
  const capped = next !== null && Number(next) + HUBSPOT_SEARCH_PAGE > HUBSPOT_SEARCH_CAP;
  // The changes are read: the archived contacts next, in the same run.
  return { contacts, after: capped ? null : (next ?? ARCHIVED), capped };
}
