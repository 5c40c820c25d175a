import { parentPort, workerData } from "node:worker_threads";
import { keywordsText } from "@/lib/model/profiles/keywords";
import { organizationToRow } from "@/lib/model/profiles/profile-rows";
import { ORGANIZATION_COLUMNS } from "./columns";
import { copyLine } from "./copy-format";
import { buildWorld, generateProfile } from "./generate";
import { appendProfileLine, createProfileCopier, type ProfileLine } from "./profile-copy";
import { createTsvectorBuilder, type LexedChunk } from "./tsvector";
import { createUtf8Buffer } from "./utf8-buffer";

/** Room for a batch's COPY text to start with: ~3.2 KB a profile, 500 profiles a batch. */
const BATCH_BYTES = 2 << 20;

/*
 * One of the seed's generator threads (started by seed-profiles.ts through seed-worker.mjs).
 * It builds the data set's world, then turns every `workers`-th batch of profile indexes into
 * COPY text for `profiles` and the batch's contacts, which the main thread writes in order.
 * Chunks of keyword text it has not seen are lexed by the database through the main thread.
 */

export interface SeedWorkerTask {
  seed: number;
  asOf: string;
  firstIndex: number;
  end: number;
  batchSize: number;
  workers: number;
  worker: number;
  /** Batches this thread may have sent and not yet seen written. */
  credits: number;
}

export type ToSeedWorker = { type: "lexed"; rows: LexedChunk[] } | { type: "credit" };

export type FromSeedWorker =
  | { type: "lex"; chunks: string[] }
  /** From the first thread only: every organization of the world, as ids and COPY lines. */
  | { type: "organizations"; ids: string[]; lines: string[] }
  | {
      type: "batch";
      batch: number;
      /** COPY text of the batch's profiles, in UTF-8 (its buffer transferred). */
      text: Uint8Array;
      /** profileId, kind, type, value, source name; five strings per contact. */
      contacts: string[];
    };

async function run(port: NonNullable<typeof parentPort>, task: SeedWorkerTask): Promise<void> {
  let credits = task.credits;
  let creditArrived: (() => void) | undefined;
  let lexed: ((rows: LexedChunk[]) => void) | undefined;
  port.on("message", (message: ToSeedWorker) => {
    if (message.type === "credit") {
      credits++;
      creditArrived?.();
    } else {
      lexed?.(message.rows);
    }
  });
  const send = (message: FromSeedWorker, transfer?: ArrayBuffer[]) =>
    port.postMessage(message, transfer);
  const keywords = createTsvectorBuilder(
    (chunks) =>
      new Promise((resolve) => {
        lexed = resolve;
        send({ type: "lex", chunks });
      }),
  );

  const world = buildWorld(task.seed, task.end, new Date(task.asOf));
  const orgRows = new Map(
    world.organizations.map((o) => [o.organization.id, organizationToRow(o.organization)]),
  );
  if (task.worker === 0) {
    const rows = [...orgRows.values()];
    send({
      type: "organizations",
      ids: rows.map((r) => r.id),
      lines: rows.map((r) => copyLine(ORGANIZATION_COLUMNS, r)),
    });
  }
  const profileLine = createProfileCopier();
  const batches = Math.ceil((task.end - task.firstIndex) / task.batchSize);
  for (let batch = task.worker; batch < batches; batch += task.workers) {
    while (credits === 0) await new Promise<void>((resolve) => (creditArrived = resolve));
    credits--;
    const from = task.firstIndex + batch * task.batchSize;
    const to = Math.min(task.end, from + task.batchSize);
    // Each profile becomes its line (but for the keywords) and its contacts at once, so the
    // objects it is made of die young; only strings wait for the batch's keywords.
    const lines: ProfileLine[] = [];
    const keywordTexts: string[] = [];
    const contacts: string[] = [];
    for (let i = from; i < to; i++) {
      const { profile, provenance } = generateProfile(world, i);
      const org = profile.organizationId ? orgRows.get(profile.organizationId) : undefined;
      lines.push(profileLine(profile, provenance, org));
      keywordTexts.push(keywordsText(profile));
      for (const kind of ["email", "mobile"] as const) {
        for (const entry of profile[kind] ?? []) {
          contacts.push(profile.id, kind, entry.type, entry.value, provenance[kind] ?? "");
        }
      }
    }
    const vectors = await keywords.build(keywordTexts);
    const text = createUtf8Buffer(BATCH_BYTES);
    for (const [k, line] of lines.entries()) appendProfileLine(text, line, vectors[k] as string);
    const bytes = text.bytes();
    send({ type: "batch", batch, text: bytes, contacts }, [bytes.buffer as ArrayBuffer]);
  }
}

if (parentPort) await run(parentPort, workerData as SeedWorkerTask);
