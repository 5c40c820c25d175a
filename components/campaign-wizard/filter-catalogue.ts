"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { SelectOption } from "@/components/ui/option-list";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import type { FilterCatalogue } from "@/lib/engines/audience";
import { valueLabel } from "@/lib/model/targeting/targeting-labels";

const NO_OPTIONS: SelectOption[] = [];

/** GET /v1/filters: the values each filter allows, with how many profiles hold each. */
export function useFilterCatalogue() {
  const query = useQuery({
    queryKey: ["filter-catalogue"],
    queryFn: ({ signal }) => fetchJson<FilterCatalogue>("/v1/filters", { signal }),
    staleTime: 5 * 60_000,
  });
  // One options array per filter for as long as the catalogue is the same: a field whose
  // options and value did not change is then not drawn again (cities and schools run to
  // thousands of options, and every targeting change would label them all afresh).
  const byKey = useMemo(
    () =>
      new Map(
        (query.data?.filters ?? []).map((f) => [
          f.key,
          (f.values ?? []).map(
            (v): SelectOption => ({
              value: v.value,
              label: valueLabel(f.key, v.value),
              count: v.count,
            }),
          ),
        ]),
      ),
    [query.data],
  );
  const optionsOf = useCallback((key: string) => byKey.get(key) ?? NO_OPTIONS, [byKey]);
  const rangeOf = (key: string) => {
    const f = query.data?.filters.find((x) => x.key === key);
    return f ? { min: f.min, max: f.max } : undefined;
  };
  return { ...query, optionsOf, rangeOf };
}
