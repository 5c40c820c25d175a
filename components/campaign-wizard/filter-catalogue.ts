"use client";

import { useQuery } from "@tanstack/react-query";
import type { SelectOption } from "@/components/ui/option-list";
import { fetchJson } from "@/lib/api/fetch-json";
import type { FilterCatalogue } from "@/lib/audience";
import { valueLabel } from "@/lib/campaigns/labels";

/** GET /v1/filters: the values each filter allows, with how many profiles hold each. */
export function useFilterCatalogue() {
  const query = useQuery({
    queryKey: ["filter-catalogue"],
    queryFn: ({ signal }) => fetchJson<FilterCatalogue>("/v1/filters", { signal }),
    staleTime: 5 * 60_000,
  });
  const optionsOf = (key: string): SelectOption[] =>
    query.data?.filters
      .find((f) => f.key === key)
      ?.values?.map((v) => ({ value: v.value, label: valueLabel(key, v.value), count: v.count })) ??
    [];
  const rangeOf = (key: string) => {
    const f = query.data?.filters.find((x) => x.key === key);
    return f ? { min: f.min, max: f.max } : undefined;
  };
  return { ...query, optionsOf, rangeOf };
}
