import { type FileHandle, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { ArrayField, BreakdownKey, FlagField, ValueField } from "@/lib/model/targeting/fields";
import { pacer, setMaps } from "./apply-changes";
import type { AudienceIndex, BreakdownColumn } from "./audience-index";
import { newBitmap, type SeqSet } from "./bitmap";

/*
 * The audience index on disk, so a restarted process loads it (seconds) and merges what changed
 * since (apply-changes.ts) instead of scanning every profile (tens of seconds at 1M). Layout:
 * "LWAIDX" + format (u16) + header length (u32) + JSON header, then the typed arrays' raw bytes
 * one after the other, each at a multiple of 4 bytes. Set keys are stored as JSON arrays of at
 * most KEYS_PER_CHUNK keys, so no single JSON.parse blocks the event loop for long.
 */

/** Bumped whenever the layout or the meaning of a field changes: older files are ignored. */
const FORMAT = 2;
const MAGIC = "LWAIDX";
const KEYS_PER_CHUNK = 10_000;

interface MapHeader {
  name: string;
  /** Byte lengths of the JSON key chunks. */
  keyChunks: number[];
}

interface Header {
  version: number;
  snapshot: string;
  /** Which database the index was read from (see databaseIdentity). */
  identity: string;
  words: number;
  maxSeq: number;
  profiles: number;
  owners: string[];
  flags: FlagField[];
  /** For each experience step, the position of its array among the distinct ones. */
  steps: number[];
  distinctSteps: number;
  experienceRange: AudienceIndex["experienceRange"];
  breakdown: Record<string, string[]>;
  maps: MapHeader[];
}

const bytes = (a: Uint32Array | Uint16Array): Uint8Array =>
  new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

function padded(text: string): Uint8Array {
  const raw = Buffer.from(text, "utf8");
  const out = new Uint8Array(Math.ceil(raw.length / 4) * 4).fill(0x20);
  out.set(raw);
  return out;
}

/** Writes many small parts as few large writes (one per sparse set would be ~100,000). */
class Batcher {
  private buffer = Buffer.alloc(4 << 20);
  private used = 0;
  written = 0;
  constructor(private readonly handle: FileHandle) {}

  async add(part: Uint8Array): Promise<void> {
    if (this.used + part.length > this.buffer.length) await this.flush();
    if (part.length > this.buffer.length) {
      await this.handle.write(part);
    } else {
      this.buffer.set(part, this.used);
      this.used += part.length;
    }
    this.written += part.length;
  }

  async flush(): Promise<void> {
    if (this.used === 0) return;
    await this.handle.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }
}

/**
 * The plain bitmaps' parts of the file (every profile, owners, flags, experience steps,
 * breakdown codes) and what the header says of them. Experience steps often share one array
 * (no profile between two steps): each distinct array is stored once.
 */
function plainBitmapParts(ix: AudienceIndex, body: Uint8Array[]) {
  body.push(bytes(ix.alive));
  const owners = [...ix.owned.keys()];
  for (const o of owners) body.push(bytes(ix.owned.get(o) as Uint32Array));
  const flags = Object.keys(ix.flags) as FlagField[];
  for (const f of flags) body.push(bytes(ix.flags[f]));
  const distinct: Uint32Array[] = [];
  const steps = ix.experienceAtLeast.map((bits) => {
    let i = distinct.indexOf(bits);
    if (i < 0) i = distinct.push(bits) - 1;
    return i;
  });
  for (const bits of distinct) body.push(bytes(bits));
  const breakdown: Record<string, string[]> = {};
  for (const [key, col] of Object.entries(ix.breakdown)) {
    breakdown[key] = col.labels;
    body.push(bytes(col.codes));
  }
  body.push(bytes(ix.emailDays));
  return { owners, flags, steps, distinctSteps: distinct.length, breakdown };
}

/**
 * Each value → set map's parts: its keys as JSON chunks, then [count, dense?] per set, then the
 * sets' arrays. Yields between chunks, since stringifying 100,000 keys takes a while.
 */
async function setMapParts(
  ix: AudienceIndex,
  body: Uint8Array[],
  tick: () => Promise<void> | undefined,
): Promise<MapHeader[]> {
  const maps: MapHeader[] = [];
  for (const [name, map] of setMaps(ix)) {
    const keys = [...map.keys()];
    const meta = new Uint32Array(keys.length * 2);
    const keyChunks: number[] = [];
    for (let i = 0; i < keys.length; i += KEYS_PER_CHUNK) {
      const chunk = padded(JSON.stringify(keys.slice(i, i + KEYS_PER_CHUNK)));
      keyChunks.push(chunk.length);
      body.push(chunk);
      await tick();
    }
    // The meta part goes first and is filled in below (a view of `meta`, not a copy); a map can
    // hold ~100,000 sets, so the loop yields to waiting requests as the key chunks above do.
    body.push(bytes(meta));
    for (let i = 0, end = keys.length; i < end; i++) {
      const set = map.get(keys[i] as string) as SeqSet;
      // [count, 0] for a sparse list of `count` seqs, [count, 1] for a dense bitmap.
      meta[i * 2] = set.count;
      meta[i * 2 + 1] = set.dense ? 1 : 0;
      body.push(bytes(set.dense ?? (set.sparse as Uint32Array)));
      if ((i & 1023) === 1023) await tick();
    }
    maps.push({ name, keyChunks });
  }
  return maps;
}

/** Whether a process with this pid runs (signal 0 checks without sending; EPERM: it runs). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temporary files of `file` left by writers that died mid-write (a crash, a kill):
 * each is as large as a snapshot (~107 MB at 1M profiles), and each dead writer had its own
 * name. A running writer's file (this process's, or another node's sharing the folder) stays.
 */
async function removeStaleTemps(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  for (const name of names) {
    const pid = name.startsWith(prefix)
      ? /^(\d+)\.tmp$/.exec(name.slice(prefix.length))?.[1]
      : null;
    if (pid && !running(Number(pid)))
      await rm(path.join(path.dirname(file), name), { force: true });
  }
}

/**
 * Writes the parts to `file` atomically (a temporary file, fsync, renamed over it), so a crash
 * leaves the previous snapshot or the new one, never half of one. Answers the bytes written.
 */
async function writeAtomically(file: string, parts: Uint8Array[]): Promise<number> {
  await removeStaleTemps(file);
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, "w");
  const out = new Batcher(handle);
  try {
    for (const part of parts) await out.add(part);
    await out.flush();
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temp, file);
  return out.written;
}

/**
 * Writes the index to `file` atomically. The caller keeps the index from changing until this
 * resolves.
 */
export async function saveSnapshot(
  ix: AudienceIndex,
  file: string,
  identity: string,
): Promise<number> {
  const body: Uint8Array[] = [];
  const plain = plainBitmapParts(ix, body);
  const maps = await setMapParts(ix, body, pacer());
  const header: Header = {
    version: ix.version,
    snapshot: ix.snapshot,
    identity,
    words: ix.words,
    maxSeq: ix.maxSeq,
    profiles: ix.profiles,
    ...plain,
    experienceRange: ix.experienceRange,
    maps,
  };
  const head = padded(JSON.stringify(header));
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, "latin1");
  prefix.writeUInt16LE(FORMAT, 6);
  prefix.writeUInt32LE(head.length, 8);
  return writeAtomically(file, [prefix, head, ...body]);
}

/**
 * The file's bytes and header, or why they cannot be used (missing, another format, another
 * database).
 */
async function readSnapshotFile(
  file: string,
  identity: string,
): Promise<{ buf: Buffer; header: Header; bodyAt: number } | { reason: string }> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch {
    return { reason: "no snapshot" };
  }
  if (buf.byteOffset % 4 !== 0) {
    // Typed-array views need aligned offsets.
    const aligned = new Uint8Array(buf.length);
    aligned.set(buf);
    buf = Buffer.from(aligned.buffer);
  }
  if (buf.length < 12 || buf.toString("latin1", 0, 6) !== MAGIC || buf.readUInt16LE(6) !== FORMAT)
    return { reason: "snapshot of another format" };
  const headLength = buf.readUInt32LE(8);
  const header = JSON.parse(buf.toString("utf8", 12, 12 + headLength)) as Header;
  if (header.identity !== identity) return { reason: "snapshot of another database" };
  return { buf, header, bodyAt: 12 + headLength };
}

/**
 * Reads the file's parts in order from `at`. Copies out of the file's buffer, through the
 * bitmap allocator like every index array, so the file's buffer can be let go.
 */
function partReader(buf: Buffer, at: number) {
  return {
    u32(n: number): Uint32Array {
      if (at + n * 4 > buf.length) throw new Error("audience index snapshot is truncated");
      const out = newBitmap(n);
      out.set(new Uint32Array(buf.buffer, buf.byteOffset + at, n));
      at += n * 4;
      return out;
    },
    u16(n: number): Uint16Array {
      const out = new Uint16Array(n);
      out.set(new Uint16Array(buf.buffer, buf.byteOffset + at, n));
      at += n * 2;
      return out;
    },
    text(length: number): string {
      const s = buf.toString("utf8", at, at + length);
      at += length;
      return s;
    },
    atEnd: () => at === buf.length,
  };
}
type PartReader = ReturnType<typeof partReader>;

/** The plain bitmaps, in the order plainBitmapParts wrote them. */
function readPlainBitmaps(read: PartReader, header: Header) {
  const { words } = header;
  const alive = read.u32(words);
  const owned = new Map(header.owners.map((o) => [o, read.u32(words)]));
  const flags = Object.fromEntries(header.flags.map((f) => [f, read.u32(words)])) as Record<
    FlagField,
    Uint32Array
  >;
  const distinct = Array.from({ length: header.distinctSteps }, () => read.u32(words));
  const breakdown = {} as Record<BreakdownKey, BreakdownColumn>;
  for (const [key, labels] of Object.entries(header.breakdown)) {
    breakdown[key as BreakdownKey] = { codes: read.u16(words * 32), labels };
  }
  const emailDays = read.u16(words * 32);
  const experienceAtLeast = header.steps.map((i) => distinct[i] as Uint32Array);
  return { alive, owned, flags, experienceAtLeast, breakdown, emailDays };
}

/** The value → set maps by name, yielding to the event loop as setMapParts did. */
async function readSetMaps(
  read: PartReader,
  header: Header,
  tick: () => Promise<void> | undefined,
): Promise<Map<string, Map<string, SeqSet>>> {
  const maps = new Map<string, Map<string, SeqSet>>();
  for (const m of header.maps) {
    const keys: string[] = [];
    for (const length of m.keyChunks) {
      keys.push(...(JSON.parse(read.text(length)) as string[]));
      await tick();
    }
    const meta = read.u32(keys.length * 2);
    const map = new Map<string, SeqSet>();
    for (let i = 0, end = keys.length; i < end; i++) {
      const count = meta[i * 2] as number;
      const set: SeqSet =
        meta[i * 2 + 1] === 1
          ? { count, dense: read.u32(header.words), sparse: null }
          : { count, dense: null, sparse: read.u32(count) };
      map.set(keys[i] as string, set);
      await tick();
    }
    maps.set(m.name, map);
  }
  return maps;
}

/** The maps whose names start with `prefix`, by the rest of their name (`values.city` → `city`). */
function group<F extends string>(maps: Map<string, Map<string, SeqSet>>, prefix: string) {
  return Object.fromEntries(
    [...maps]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, map]) => [name.slice(prefix.length), map]),
  ) as Record<F, Map<string, SeqSet>>;
}

/**
 * The index stored in `file`, or why it cannot be used (missing, another format, another
 * database, damaged). What changed in the database since is the caller's to merge (catchUp).
 */
export async function loadSnapshot(
  file: string,
  identity: string,
): Promise<{ index: AudienceIndex } | { reason: string }> {
  const stored = await readSnapshotFile(file, identity);
  if ("reason" in stored) return stored;
  const { header } = stored;
  const { words } = header;
  try {
    const read = partReader(stored.buf, stored.bodyAt);
    const plain = readPlainBitmaps(read, header);
    const maps = await readSetMaps(read, header, pacer());
    if (!read.atEnd()) return { reason: "snapshot longer than its header says" };
    const index: AudienceIndex = {
      version: header.version,
      snapshot: header.snapshot,
      builtAt: new Date(),
      buildMs: 0,
      words,
      maxSeq: header.maxSeq,
      profiles: header.profiles,
      ...plain,
      values: group<ValueField>(maps, "values."),
      arrays: group<ArrayField>(maps, "arrays."),
      titleWords: maps.get("titleWords") ?? new Map(),
      lexemes: maps.get("lexemes") ?? new Map(),
      experienceRange: header.experienceRange,
      tallies: new Map(),
      scratch: [newBitmap(words), newBitmap(words), newBitmap(words), newBitmap(words)],
    };
    return { index };
  } catch (err) {
    return { reason: `unreadable snapshot: ${(err as Error).message}` };
  }
}
