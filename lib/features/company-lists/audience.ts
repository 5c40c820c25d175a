import type { DbOrTx } from "@/db/client";
import {
  type AudienceIndex,
  andBits,
  cardinality,
  orBits,
  orInto,
  seqsAfter,
} from "@/lib/engines/audience";
import { foldCase } from "@/lib/model/targeting/fields";
import { type CompanyListFilter, listMatchKeys } from "./company-match";

/** The people a targeting's company lists keep: in one of `include` (when set), in no `exclude`. */
export interface CompanyListMask {
  include?: Uint32Array;
  exclude?: Uint32Array;
}

/**
 * Each list as a bitmap over an index. A list never changes after its upload, so its bitmap
 * holds for as long as the index does (a new index starts empty). Bounded: 1M profiles make a
 * bitmap of 125 kB.
 */
const byIndex = new WeakMap<AudienceIndex, Map<string, Uint32Array>>();
const PER_INDEX = 256;

/** A list's people as a bitmap over the index: the OR of the index's sets of its companies. */
export async function listBits(
  db: DbOrTx,
  index: AudienceIndex,
  listId: string,
): Promise<Uint32Array> {
  let cached = byIndex.get(index);
  if (!cached) {
    cached = new Map();
    byIndex.set(index, cached);
  }
  const hit = cached.get(listId);
  if (hit) return hit;
  const { domains, names } = await listMatchKeys(db, listId);
  const bits = new Uint32Array(index.words);
  for (const d of domains) {
    const set = index.values.companyDomain.get(foldCase(d));
    if (set) orInto(bits, set);
  }
  for (const n of names) {
    const set = index.values.companyName.get(foldCase(n));
    if (set) orInto(bits, set);
  }
  if (cached.size >= PER_INDEX) cached.delete(cached.keys().next().value as string);
  cached.set(listId, bits);
  return bits;
}

async function unionOf(
  db: DbOrTx,
  index: AudienceIndex,
  ids: readonly string[],
): Promise<Uint32Array | undefined> {
  if (ids.length === 0) return undefined;
  const sets = await Promise.all(ids.map((id) => listBits(db, index, id)));
  if (sets.length === 1) return sets[0];
  const out = new Uint32Array(index.words);
  for (const s of sets) orBits(out, s);
  return out;
}

/** The lists' bitmaps over this index (ids already checked to be the account's). */
export async function companyListMask(
  db: DbOrTx,
  index: AudienceIndex,
  filter: CompanyListFilter,
): Promise<CompanyListMask> {
  const [include, exclude] = await Promise.all([
    unionOf(db, index, filter.include),
    unionOf(db, index, filter.exclude),
  ]);
  return { include, exclude };
}

/** bits &= the mask, in place. */
export function applyCompanyListMask(bits: Uint32Array, mask: CompanyListMask): void {
  if (mask.include) andBits(bits, mask.include, false);
  if (mask.exclude) andBits(bits, mask.exclude, true);
}

/** pageOfAudience (lib/engines/audience/audience-index.ts) of an audience already evaluated and masked. */
export function pageOfBits(
  bits: Uint32Array,
  after: number,
  max: number,
): { count: number; seqs: number[] } {
  return { count: cardinality(bits), seqs: seqsAfter(bits, after, max) };
}
