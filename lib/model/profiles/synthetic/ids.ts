import { hash32 } from "./random";

/*
 * Ids are the seed and the entity's index in base 36, zero-padded so that they sort by index:
 * a later run with the same seed continues after the highest index present.
 */
export const PROFILE_INDEX_WIDTH = 6;
export function profileId(seed: number, index: number): string {
  return `p_${seed.toString(36)}_${index.toString(36).padStart(PROFILE_INDEX_WIDTH, "0")}`;
}
export function organizationId(seed: number, index: number): string {
  return `o_${seed.toString(36)}_${index.toString(36).padStart(5, "0")}`;
}
/** Profile id prefix of a seed, for finding where an earlier run stopped. */
export function profileIdPrefix(seed: number): string {
  return `p_${seed.toString(36)}_`;
}

const HANDLE_SPACE = 36 ** 6;
/**
 * A six-character base-36 tag, different for every index below 36^6 (multiplying by a number
 * prime to 36 permutes the residues), so handles built from it never collide within a seed.
 */
export function handleTag(seed: number, index: number): string {
  return ((index * 1_000_003 + hash32(seed, 7)) % HANDLE_SPACE).toString(36).padStart(6, "0");
}

// ---------------------------------------------------------------------------------------------
// Small helpers
