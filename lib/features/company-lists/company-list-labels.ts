import { targetingValueLabel } from "@/lib/model/targeting/targeting-labels";

/**
 * targetingValueLabel, with a targeting's company-list ids read as the lists' names (quoted, as
 * names a user chose). Client-safe.
 */
export function labelWithListNames(names: ReadonlyMap<string, string>) {
  return (path: string, value: string): string =>
    path.startsWith("companyLists.")
      ? `“${names.get(value) ?? "a deleted list"}”`
      : targetingValueLabel(path, value);
}
