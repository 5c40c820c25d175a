import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Db } from "@/db/client";
import { Profile } from "@/lib/model/profiles/profile-schema";
import { type SaveObserver, saveProfiles } from "@/lib/model/profiles/save-profiles";

const BATCH = 500;

export interface ImportResult {
  /** Profiles inserted or updated. */
  imported: number;
  /** Lines that are not an interface-spec profile, by line number (from 1); the rest went in. */
  skipped: { line: number; error: string }[];
}

/**
 * `npm run admin -- import FILE.jsonl`: one interface-spec profile per line, upserted by id
 * with its organization and contacts (saveProfiles), `source` recorded as the provenance of
 * every field. Blank lines are ignored. `observer` hears of each batch's writes (the admin CLI
 * reports watched people's changed facts through it).
 */
export async function importProfiles(
  db: Db,
  filePath: string,
  options: { source?: string; observer?: SaveObserver } = {},
): Promise<ImportResult> {
  const source = options.source ?? "import";
  const result: ImportResult = { imported: 0, skipped: [] };
  let batch: Profile[] = [];
  const flush = async () => {
    result.imported += (
      await saveProfiles(db, batch, { source, observer: options.observer })
    ).profiles;
    batch = [];
  };

  let line = 0;
  const lines = createInterface({
    input: createReadStream(filePath, "utf8"),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const text of lines) {
    line++;
    if (!text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      result.skipped.push({ line, error: `not JSON: ${(err as Error).message}` });
      continue;
    }
    const parsed = Profile.safeParse(json);
    if (!parsed.success) {
      const error = parsed.error.issues
        .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
        .join("; ");
      result.skipped.push({ line, error });
      continue;
    }
    batch.push(parsed.data);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return result;
}
