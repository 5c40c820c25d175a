import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Db } from "@/db/client";
import { Profile } from "@/lib/profiles/profile-schema";
import { saveProfiles } from "@/lib/profiles/save-profiles";

const BATCH = 500;
const MAX_REPORTED = 20;

export interface ImportResult {
  imported: number;
  organizations: number;
  contacts: number;
  /** Lines that were not an interface-spec profile; the others were imported. */
  invalid: number;
  errors: { line: number; message: string }[];
  ms: number;
}

/** `npm run admin -- import FILE.jsonl`: one interface-spec profile per line, upserted by id. */
export async function importProfiles(
  db: Db,
  file: string,
  options: { source?: string } = {},
): Promise<ImportResult> {
  const started = performance.now();
  const result: ImportResult = {
    imported: 0,
    organizations: 0,
    contacts: 0,
    invalid: 0,
    errors: [],
    ms: 0,
  };
  const fail = (line: number, message: string) => {
    result.invalid++;
    if (result.errors.length < MAX_REPORTED) result.errors.push({ line, message });
  };
  let batch: Profile[] = [];
  const flush = async () => {
    const saved = await saveProfiles(db, batch, { source: options.source ?? "import" });
    result.imported += saved.profiles;
    result.organizations += saved.organizations;
    result.contacts += saved.contacts;
    batch = [];
  };

  let lineNo = 0;
  const lines = createInterface({
    input: createReadStream(file, "utf8"),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const text of lines) {
    lineNo++;
    if (!text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      fail(lineNo, "not valid JSON");
      continue;
    }
    const parsed = Profile.safeParse(json);
    if (!parsed.success) {
      fail(
        lineNo,
        parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; "),
      );
      continue;
    }
    batch.push(parsed.data);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  result.ms = Math.round(performance.now() - started);
  return result;
}
