/* What a CRM answers the pull (pull.ts): one page of its contacts, oldest change first. */

export interface PulledContact {
  recordId: string;
  /** Lower-cased, or null when the record has none. */
  email: string | null;
  /** The company's domain, lower-cased, or null. */
  domain: string | null;
  modifiedAt: Date;
  /** The record is deleted (archived) in the CRM: it leaves the index. */
  deleted?: boolean;
}

export interface PullQuery {
  /** Records modified at or after this; null: every record. */
  since: Date | null;
  /** The vendor's cursor for the next page of this query; null: its first page. */
  after: string | null;
  /**
   * A full reconciliation is due (CRM_PULL_RECONCILE_HOURS, or Refresh from CRM): a vendor that
   * learns deletions only by listing every record does so in this run.
   */
  reconcile: boolean;
}

/**
 * A page of a listing of every record by numeric id, ascending: the index's records whose id is
 * in (from, to] (to null: no upper end) and not in `present` are no longer in the CRM.
 */
export interface PullSweep {
  from: number | null;
  to: number | null;
  present: string[];
}

export interface PullPage {
  contacts: PulledContact[];
  /** The next page of the same query; null when the query is done (or capped). */
  after: string | null;
  /** The vendor answers no further page of this query: query again from the last modified time read. */
  capped: boolean;
  sweep?: PullSweep;
  /** The run listed every record (its last sweep page): the index is reconciled. */
  reconciled?: boolean;
}
