"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/api/fetch-json";
import type { Delivery } from "@/lib/campaigns/delivery-schema";
import type { Estimate } from "@/lib/estimate/schema";
import type { Targeting } from "@/lib/targeting/schema";

/** Quiet time after the last change before asking: typing a range does not fire a request per key. */
const ESTIMATE_DEBOUNCE_MS = 350;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function estimateQuery(body: { filters: Targeting; delivery?: Delivery }) {
  const key = JSON.stringify(body);
  return {
    queryKey: ["estimate", key],
    // react-query aborts this signal when the key changes while the request runs, so an answer
    // for older filters is never awaited, let alone shown.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchJson<Estimate>("/v1/estimate", { body, signal }),
    staleTime: 60_000,
    retry: false,
  } as const;
}

/**
 * The Live Estimate of the given targeting (null while it is invalid). `estimate` is only ever
 * the answer for exactly these filters and delivery: while they are newer than the last
 * answer, it is undefined and `loading` is true.
 */
export function useEstimate(filters: Targeting | null, delivery: Delivery | null) {
  const key = filters ? JSON.stringify({ filters, delivery: delivery ?? undefined }) : null;
  const debouncedKey = useDebounced(key, ESTIMATE_DEBOUNCE_MS);
  const body = debouncedKey
    ? (JSON.parse(debouncedKey) as { filters: Targeting; delivery?: Delivery })
    : null;
  const query = useQuery({
    ...estimateQuery(body ?? { filters: {} }),
    enabled: body !== null,
  });
  const settled = key !== null && key === debouncedKey;
  return {
    estimate: settled ? query.data : undefined,
    loading: key !== null && (!settled || query.isPending || (query.isFetching && !query.data)),
    error: settled && query.isError ? query.error : null,
  };
}
