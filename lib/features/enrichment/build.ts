import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inText } from "@/lib/core/sql/array-params";
import { askProviders } from "@/lib/engines/providers/ask-providers";
import { type ContactKind, type Picked, pickContacts } from "@/lib/engines/providers/pick-contacts";
import { isWorkAddress } from "@/lib/model/profiles/email-domains";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { loadProfiles } from "@/lib/model/profiles/serialize";
import { resolveInputs } from "./resolve-person";
import type { ProfileInput } from "./schemas";
import type { RequestRow } from "./stored-result";

/** A request's result before it is paid for: its profiles and the contacts picked for them. */
export interface Built {
  profiles: Profile[];
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  notFound: ProfileInput[];
  provenance: Record<string, Record<string, string>>;
  sourcedAt: Record<string, Record<string, string>>;
}

interface Loaded {
  profileById: Map<string, Profile>;
  picked: Map<string, Partial<Record<ContactKind, Picked>>>;
  /** The best source of a work address, for requests that take work e-mail only. */
  pickedWork?: Map<string, Partial<Record<ContactKind, Picked>>>;
  provenanceById: Map<string, Record<string, string>>;
  updatedAtById: Map<string, string>;
}

/** The profiles, their picked contacts and their sources, for every id at once. */
async function load(
  db: DbOrTx,
  ids: string[],
  kinds: ContactKind[],
  workOnly: boolean,
): Promise<Loaded> {
  const [loaded, picked, pickedWork, sources] = await Promise.all([
    loadProfiles(db, ids, { email: false, mobile: false }),
    pickContacts(db, ids, kinds),
    workOnly ? pickContacts(db, ids, ["email"], isWorkAddress) : undefined,
    ids.length
      ? db.execute<{ id: string; provenance: Record<string, string>; at: string }>(
          sql`select id, provenance, updated_at as at from profiles where id ${inText(ids)}`,
        )
      : Promise.resolve([]),
  ]);
  return {
    profileById: new Map(loaded.map((p) => [p.id, p])),
    picked,
    pickedWork,
    provenanceById: new Map(sources.map((s) => [s.id, s.provenance])),
    updatedAtById: new Map(sources.map((s) => [s.id, new Date(s.at).toISOString()])),
  };
}

/** What of a request building reads: an API request's row, or an enrichment job's file row. */
export type BuildRequest = Pick<
  RequestRow,
  | "id"
  | "accountId"
  | "inputs"
  | "includeEmail"
  | "includeMobile"
  | "workEmailOnly"
  | "deliverCatchAll"
  | "deliverUnknown"
>;

/** One request's share of what was loaded: `ids` are its inputs' profiles (null: not found). */
function builtFor(
  request: BuildRequest,
  own: ProfileInput[],
  ids: (string | null)[],
  loaded: Loaded,
): Built {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const wanted = (kind: ContactKind) =>
    kind === "email" ? request.includeEmail : request.includeMobile;
  return {
    profiles: unique.flatMap((id) => loaded.profileById.get(id) ?? []),
    notFound: own.filter((_, k) => ids[k] === null),
    picked: new Map(
      unique.map((id) => {
        const byKind = { ...loaded.picked.get(id) };
        // Work e-mail only: the best source of a work address, not the best of any address.
        if (request.workEmailOnly) byKind.email = loaded.pickedWork?.get(id)?.email;
        return [
          id,
          Object.fromEntries(
            Object.entries(byKind).filter(([kind, p]) => p && wanted(kind as ContactKind)),
          ),
        ];
      }),
    ),
    provenance: Object.fromEntries(
      unique.map((id) => [id, { ...(loaded.provenanceById.get(id) ?? {}) }]),
    ),
    sourcedAt: Object.fromEntries(
      unique.map((id) => [id, { local: loaded.updatedAtById.get(id) ?? "" }]),
    ),
  };
}

/**
 * Resolves the inputs of all the requests, loads their profiles and picks their contacts; then
 * asks the accounts' data providers for what is missing, unless `providers` is false.
 */
export async function build(
  db: DbOrTx,
  requests: BuildRequest[],
  { providers = true }: { providers?: boolean } = {},
): Promise<Map<string, Built>> {
  const inputs = requests.map((r) => r.inputs as ProfileInput[]);
  const resolved = await resolveInputs(
    db,
    inputs.flat(),
    requests.flatMap((r, i) => (inputs[i] ?? []).map(() => r.accountId)),
  );
  const kinds: ContactKind[] = [];
  if (requests.some((r) => r.includeEmail)) kinds.push("email");
  if (requests.some((r) => r.includeMobile)) kinds.push("mobile");
  const all = [...new Set(resolved.filter((id): id is string => id !== null))];
  const workOnly = requests.some((r) => r.includeEmail && r.workEmailOnly);
  const loaded = await load(db, all, kinds, workOnly);
  const out = new Map<string, Built>();
  let at = 0;
  for (const [i, request] of requests.entries()) {
    const own = inputs[i] ?? [];
    out.set(request.id, builtFor(request, own, resolved.slice(at, at + own.length), loaded));
    at += own.length;
  }
  return providers ? askProviders(db, requests, out) : out;
}
