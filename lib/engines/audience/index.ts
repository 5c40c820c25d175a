/**
 * The audience: which profiles match a targeting, answered from an in-memory index of every
 * profile's targeting columns (PostgreSQL stays the source of truth). The one entry point of
 * lib/engines/audience/: the estimate, search, campaigns and the filter catalogue route import from here.
 */
export {
  type AudienceIndex,
  evaluatePlan,
  pageOfAudience,
  visibleCount,
} from "./audience-index";
// Bitmap primitives over an index's seqs, for features that keep sets of their own (company lists).
export { andBits, cardinality, orBits, orInto, seqsAfter } from "./bitmap";
export { FilterCatalogue, getFilterCatalogue } from "./catalogue";
export { pruneChangeLog } from "./change-log";
export { bitsOfSeqs, countExcluding, setCountCacheSize, setExactBreakdownUpTo } from "./count";
export {
  audienceIndexState,
  getAudienceIndex,
  indexBytes,
  refreshAudienceIndex,
  snapshotWritten,
  warmEstimateIndex,
} from "./index-store";
export { canonicalTargeting, resolveTargeting } from "./resolve-values";
