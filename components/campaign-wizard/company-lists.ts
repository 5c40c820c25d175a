"use client";

import { useQuery } from "@tanstack/react-query";
import type { SelectOption } from "@/components/ui/option-list";
import { fetchJson } from "@/lib/api/fetch-json";
import { labelWithListNames } from "@/lib/company-lists/labels";
import type { CompanyListsAnswer } from "@/lib/company-lists/schema";

/**
 * GET /v1/company-lists: the account's lists as options, and a label function that reads a
 * targeting's list ids as the lists' names (everything else as targetingValueLabel does).
 */
export function useCompanyLists() {
  const query = useQuery({
    queryKey: ["company-lists"],
    queryFn: ({ signal }) => fetchJson<CompanyListsAnswer>("/v1/company-lists", { signal }),
    staleTime: 60_000,
  });
  const lists = query.data?.data ?? [];
  const options: SelectOption[] = lists.map((l) => ({
    value: l.id,
    label: `${l.name} (${l.matched.toLocaleString("en-US")} companies)`,
  }));
  const labelOf = labelWithListNames(new Map(lists.map((l) => [l.id, l.name])));
  return { ...query, options, labelOf };
}
