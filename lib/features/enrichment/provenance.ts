import type { Provenance } from "@/lib/model/profiles/profile-schema";
import type { StoredResult } from "./stored-result";

/**
 * The `provenance` of a result (docs/api-contract.md): for each delivered profile, the source
 * of each field it carries, and when that source's data was obtained (a provider's answer, or
 * the local profile's last update). Fields not delivered are not listed.
 */
export function provenanceOf(result: StoredResult): Provenance {
  const out: Provenance = {};
  for (const profile of result.data) {
    const sources = result.provenance?.[profile.id] ?? {};
    const times = result.sourcedAt?.[profile.id] ?? {};
    const fields: Provenance[string] = {};
    for (const field of Object.keys(profile)) {
      const source = sources[field];
      if (field === "id" || !source) continue;
      const at = times[source] ?? times.local;
      fields[field] = at ? { source, at } : { source };
    }
    if (Object.keys(fields).length > 0) out[profile.id] = fields;
  }
  return out;
}
