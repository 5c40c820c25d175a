"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SelectOption } from "@/components/ui/option-list";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import { labelWithListNames } from "@/lib/features/company-lists/company-list-labels";
import type { CompanyListsAnswer } from "@/lib/features/company-lists/schema";

/**
 * GET /v1/company-lists: the account's lists as options, and a label function that reads a
 * targeting's list ids as the lists' names (everything else as targetingValueLabel does).
 * Both stay the same objects until the lists change, so what is worked out from them (the
 * targeting's conflicts, the list fields) is not worked out again on every change.
 */
export function useCompanyLists() {
  const query = useQuery({
    queryKey: ["company-lists"],
    queryFn: ({ signal }) => fetchJson<CompanyListsAnswer>("/v1/company-lists", { signal }),
    staleTime: 60_000,
  });
  const { options, labelOf } = useMemo(() => {
    const lists = query.data?.data ?? [];
    return {
      options: lists.map(
        (l): SelectOption => ({
          value: l.id,
          label: `${l.name} (${l.matched.toLocaleString("en-US")} companies)`,
        }),
      ),
      labelOf: labelWithListNames(new Map(lists.map((l) => [l.id, l.name]))),
    };
  }, [query.data]);
  return { ...query, options, labelOf };
}
