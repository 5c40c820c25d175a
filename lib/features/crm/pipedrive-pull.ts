import { v2 } from "pipedrive";
import { domainOfAddress, isWebmail } from "@/lib/model/profiles/email-domains";
import { domainOfWebsite } from "./hubspot-pull";
import { type Envelope, type PipedriveSession, paced } from "./pipedrive";
import type { PulledContact, PullPage, PullQuery } from "./pull-page";

const SWEEP = /^sweep:(\d*):(.*)$/;

/*
 * Pipedrive's side of the pull: the persons' list of API v2 (`GET /api/v2/persons`) with
 * `updated_since` (RFC 3339, inclusive), sorted by `update_time` ascending, 500 a page (its
 * maximum), paged by the opaque `cursor` each answer gives in `additional_data.next_cursor`.
 * A person's company domain is its organisation's website (`GET /api/v2/organizations?ids=`,
 * 100 ids a call, remembered for the run), else its primary work address's domain. Pacing,
 * 429s and 5xx back-off are the push's (`paced` in pipedrive.ts).
 *
 * Pipedrive's lists leave deleted persons out and no endpoint lists deletions since a time, so
 * when a reconciliation is due the run goes on to list every person by id (`sort_by=id`, 500 a
 * page): index records whose id falls within a page's range and is not on it were deleted.
 * The page cursor carries the phase: `sweep:<last id of the previous page>:<cursor>`.
 */

export const PIPEDRIVE_LIST_PAGE = 500;
const ORG_IDS_PER_CALL = 100;

interface ListedPerson {
  id: number;
  org_id?: number | null;
  emails?: { value?: string | null; primary?: boolean }[] | null;
  update_time?: string | null;
}

/** The person's primary e-mail (else its first), lower-cased. */
function emailOf(person: ListedPerson): string | null {
  const emails = (person.emails ?? []).filter((e) => typeof e.value === "string" && e.value);
  const chosen = emails.find((e) => e.primary) ?? emails[0];
  return chosen?.value?.trim().toLowerCase() || null;
}

/** Reads the websites of organisations not yet known to this run. */
async function learnOrganisations(
  session: PipedriveSession,
  websites: Map<number, string | null>,
  ids: number[],
): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !websites.has(id));
  for (let i = 0; i < wanted.length; i += ORG_IDS_PER_CALL) {
    const chunk = wanted.slice(i, i + ORG_IDS_PER_CALL);
    const answer = await paced<Envelope<{ id: number; website?: string | null }[]>>(session, () =>
      v2.OrganizationsApiFp(session.v2).getOrganizations(undefined, chunk.join(",")),
    );
    for (const id of chunk) websites.set(id, null);
    for (const org of answer.data.data ?? []) websites.set(org.id, org.website ?? null);
  }
}

/** A reader of persons' pages for one run, its organisations' websites remembered. */
export function pipedrivePuller(session: PipedriveSession) {
  const websites = new Map<number, string | null>();
  const list = (
    since: string | undefined,
    sortBy: "update_time" | "id",
    cursor: string | undefined,
  ) =>
    paced<Envelope<ListedPerson[]>>(session, () =>
      v2
        .PersonsApiFp(session.v2)
        .getPersons(
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          since,
          undefined,
          sortBy,
          "asc",
          undefined,
          undefined,
          undefined,
          undefined,
          PIPEDRIVE_LIST_PAGE,
          cursor,
        ),
    );
  return async (query: PullQuery): Promise<PullPage> => {
    const sweep = query.after ? SWEEP.exec(query.after) : null;
    if (sweep) {
      const answer = await list(undefined, "id", sweep[2] || undefined);
      const ids = (answer.data.data ?? []).map((p) => p.id);
      const next = answer.data.additional_data?.next_cursor ?? null;
      const from = sweep[1] ? Number(sweep[1]) : null;
      const to = next === null ? null : (ids.at(-1) ?? from);
      return {
        contacts: [],
        after: next === null ? null : `sweep:${to ?? ""}:${next}`,
        capped: false,
        sweep: { from, to, present: ids.map(String) },
        reconciled: next === null,
      };
    }
    const since = query.since ? query.since.toISOString().replace(/\.\d{3}Z$/, "Z") : undefined;
    const answer = await list(since, "update_time", query.after ?? undefined);
    const persons = answer.data.data ?? [];
    await learnOrganisations(
      session,
      websites,
      persons.flatMap((p) => (typeof p.org_id === "number" ? [p.org_id] : [])),
    );
    if (websites.size > 50_000) websites.clear();
    const contacts = persons.flatMap((p): PulledContact[] => {
      const modified = new Date(p.update_time ?? Number.NaN);
      if (Number.isNaN(modified.getTime())) return [];
      const email = emailOf(p);
      const website = typeof p.org_id === "number" ? websites.get(p.org_id) : null;
      const fromEmail = email && !isWebmail(email) ? domainOfAddress(email) || null : null;
      return [
        {
          recordId: String(p.id),
          email,
          domain: domainOfWebsite(website) ?? fromEmail,
          modifiedAt: modified,
        },
      ];
    });
    const next = answer.data.additional_data?.next_cursor ?? null;
    // The changes are read: a due reconciliation lists every person next, in the same run.
    const after = next ?? (query.reconcile ? "sweep::" : null);
    return { contacts, after, capped: false };
  };
}
