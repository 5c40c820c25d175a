import type { Connection } from "jsforce";
import { domainOfAddress, isWebmail } from "@/lib/model/profiles/email-domains";
import { CrmCallFailed } from "./hubspot";
import { domainOfWebsite } from "./hubspot-pull";
import type { PulledContact, PullPage, PullQuery } from "./pull-page";
import { paced, type SalesforceSession } from "./salesforce";

/*
 * Salesforce's side of the pull: a SOQL query on the connection's object (Lead or Contact)
 * through jsforce, `WHERE LastModifiedDate >= <mark> ORDER BY LastModifiedDate, Id`, as
 * `queryAll` so records deleted since (in the Recycle Bin, `IsDeleted` true, their
 * LastModifiedDate the deletion's) come too and leave the index; read a
 * batch at a time (Salesforce answers up to 2,000 records and a `nextRecordsUrl` while `done` is
 * false; the next batch is `queryMore` of it). The company's domain is a Lead's `Website`, a
 * Contact's `Account.Website`, else the work address's domain. jsforce refreshes an expired
 * access token itself (401 INVALID_SESSION_ID) and repeats the call. A query locator
 * Salesforce no longer knows (they lapse after 15 minutes idle, say after a crash) ends that
 * query as `capped`: the pull queries again from the latest modified time it read.
 */

interface Row {
  Id?: string;
  Email?: string | null;
  Website?: string | null;
  Account?: { Website?: string | null } | null;
  LastModifiedDate?: string | null;
  IsDeleted?: boolean | null;
}

interface Batch {
  records: Row[];
  done?: boolean;
  nextRecordsUrl?: string;
}

/** One batch a call, never jsforce's fetching of the rest (jsforce types every option as given). */
const ONE_BATCH = { autoFetch: false } as unknown as NonNullable<
  Parameters<Connection["queryMore"]>[1]
>;
/** The first batch of a `queryAll`: deleted records included. */
const FIRST_BATCH = { autoFetch: false, scanAll: true } as unknown as NonNullable<
  Parameters<Connection["queryMore"]>[1]
>;

/** A SOQL datetime literal (to the second, rounded down: the query is inclusive). */
const soqlTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export function salesforceSoql(object: SalesforceSession["object"], since: Date | null): string {
  const website = object === "Contact" ? "Account.Website" : "Website";
  const where = since ? ` WHERE LastModifiedDate >= ${soqlTime(since)}` : "";
  return `SELECT Id, Email, ${website}, LastModifiedDate, IsDeleted FROM ${object}${where} ORDER BY LastModifiedDate, Id`;
}

function contactOf(row: Row): PulledContact | null {
  const modified = new Date(row.LastModifiedDate ?? Number.NaN);
  if (!row.Id || Number.isNaN(modified.getTime())) return null;
  const email = row.Email?.trim().toLowerCase() || null;
  const website = row.Account !== undefined ? row.Account?.Website : row.Website;
  const fromEmail = email && !isWebmail(email) ? domainOfAddress(email) || null : null;
  return {
    recordId: row.Id,
    email,
    domain: domainOfWebsite(website) ?? fromEmail,
    modifiedAt: modified,
    ...(row.IsDeleted === true ? { deleted: true } : {}),
  };
}

/** A reader of pages for one run; `afterCall` runs after each call (to keep a refreshed token). */
export function salesforcePuller(session: SalesforceSession, afterCall: () => Promise<void>) {
  return async (query: PullQuery): Promise<PullPage> => {
    let answer: Batch;
    try {
      answer = await paced(session, async () => {
        const run: unknown = query.after
          ? await session.conn.queryMore(query.after, ONE_BATCH)
          : await session.conn.query(salesforceSoql(session.object, query.since), FIRST_BATCH);
        return run as Batch;
      });
    } catch (error) {
      if (query.after && error instanceof CrmCallFailed && /query locator/i.test(error.message)) {
        return { contacts: [], after: null, capped: true };
      }
      throw error;
    } finally {
      await afterCall();
    }
    const contacts = (answer.records ?? []).flatMap((r) => {
      const c = contactOf(r);
      return c ? [c] : [];
    });
    const next = answer.done === false && answer.nextRecordsUrl ? answer.nextRecordsUrl : null;
    return { contacts, after: next, capped: false };
  };
}
