import { v2 } from "pipedrive";
import { domainOfAddress, isWebmail } from "@/lib/model/profiles/email-domains";
import { domainOfWebsite } from "./hubspot-pull";
import { type Envelope, type PipedriveSession, paced } from "./pipedrive";
import type { PulledContact, PullPage, PullQuery } from "./pull-page";

/*
 * Pipedrive's side of the pull: the persons' list of API v2 (`GET /api/v2/persons`) with
 * `updated_since` (RFC 3339, inclusive), sorted by `update_time` ascending, 500 a page (its
 * maximum), paged by the opaque `cursor` each answer gives in `additional_data.next_cursor`.
 * A person's company domain is its organisation's website (`GET /api/v2/organizations?ids=`,
 * 100 ids a call, remembered for the run), else its primary work address's domain. Pacing,
 * 429s and 5xx back-off are the push's (`paced` in pipedrive.ts).
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
  return async (query: PullQuery): Promise<PullPage> => {
    const since = query.since ? query.since.toISOString().replace(/\.\d{3}Z$/, "Z") : undefined;
    const answer = await paced<Envelope<ListedPerson[]>>(session, () =>
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
          "update_time",
          "asc",
          undefined,
          undefined,
          undefined,
          undefined,
          PIPEDRIVE_LIST_PAGE,
          query.after ?? undefined,
        ),
    );
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
    return { contacts, after: answer.data.additional_data?.next_cursor ?? null, capped: false };
  };
}
