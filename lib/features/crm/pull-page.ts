/* What a CRM answers the pull (pull.ts): one page of its contacts, oldest change first. */

export interface PulledContact {
  recordId: string;
  /** Lower-cased, or null when the record has none. */
  email: string | null;
  /** The company's domain, lower-cased, or null. */
  domain: string | null;
  modifiedAt: Date;
}

export interface PullQuery {
  /** Records modified at or after this; null: every record. */
  since: Date | null;
  /** The vendor's cursor for the next page of this query; null: its first page. */
  after: string | null;
}

export interface PullPage {
  contacts: PulledContact[];
  /** The next page of the same query; null when the query is done (or capped). */
  after: string | null;
  /** The vendor answers no further page of this query: query again from the last modified time read. */
  capped: boolean;
}
