import type { DbOrTx } from "@/db/client";
import type { crmConnections } from "@/db/schema";
import { keepRefreshed, pipedriveSessionOf, salesforceSessionOf, sessionOf } from "./connections";
import { hubspotPullPage } from "./hubspot-pull";
import { pipedrivePuller } from "./pipedrive-pull";
import type { PullPage, PullQuery } from "./pull-page";
import { salesforcePuller } from "./salesforce-pull";

export type { PulledContact, PullPage, PullQuery } from "./pull-page";

/*
 * What the pull (pull.ts) asks of a CRM: one page of its contacts modified at or after a time,
 * oldest first. A vendor plugs in by one entry in PULLERS; the pull keeps the mark, the
 * cursor, the index and the resumption.
 */

type ConnectionRow = typeof crmConnections.$inferSelect;

/** A run's reader of pages for one connection (one session, so its rate limit is kept). */
export type Puller = (query: PullQuery) => Promise<PullPage>;

/** Each vendor's reader; a vendor without one is not pulled (its pull fails, saying so). */
export const PULLERS: Partial<
  Record<ConnectionRow["vendor"], (row: ConnectionRow, db: DbOrTx) => Puller>
> = {
  hubspot: (row, db) => {
    const session = sessionOf(row, db);
    return (query) => hubspotPullPage(session, query);
  },
  pipedrive: (row, db) => pipedrivePuller(pipedriveSessionOf(row, db)),
  // A token jsforce refreshed is sealed at once, so the next run (or push) starts with it.
  salesforce: (row, db) => {
    const { session, refreshed } = salesforceSessionOf(row);
    let kept: string | undefined;
    return salesforcePuller(session, async () => {
      if (refreshed.token === kept) return;
      kept = refreshed.token;
      await keepRefreshed(db, row, refreshed);
    });
  },
};
