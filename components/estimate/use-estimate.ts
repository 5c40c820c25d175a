"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import type { Estimate } from "@/lib/features/estimate/schema";
import type { Delivery } from "@/lib/model/targeting/delivery-schema";
import type { Targeting } from "@/lib/model/targeting/schema";

/**
 * Quiet time after the last keystroke before asking: typing keywords or a number of years does
 * not fire a request per key. A click, a pick or a chip removal is asked for at once.
 */
const TYPING_DEBOUNCE_MS = 350;

/** People previewed beside the figures; asked with them, so they refresh together. */
export const PREVIEW_SIZE = 10;

export function estimateQuery(body: { filters: Targeting; delivery?: Delivery; sample?: number }) {
  const key = JSON.stringify(body);
  return {
    queryKey: ["estimate", key],
    // react-query aborts this signal when the key changes while the request runs, so an answer
    // for older filters is never awaited, let alone shown as current.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchJson<Estimate>("/v1/estimate", { body, signal }),
    staleTime: 60_000,
    retry: false,
  } as const;
}

/** The parts of the form that are typed key by key; a change elsewhere is a discrete choice. */
function typedParts(filters: Targeting | null, delivery: Delivery | null): string {
  return JSON.stringify([
    filters?.keywords,
    filters?.experienceYears,
    delivery?.leadsPerDay,
    delivery?.window,
  ]);
}

/** The key to ask for: typed changes wait for a pause, every other change goes at once. */
function useAskedKey(key: string | null, typed: string): string | null {
  const [asked, setAsked] = useState(key);
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) {
      setAsked(key);
      return;
    }
    lastTyped.current = typed;
    const timer = setTimeout(() => setAsked(key), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, typed]);
  return asked;
}

/**
 * The Live Estimate of the given targeting (null while it is invalid). `estimate` is the
 * answer for exactly these filters and delivery unless `stale` is true: then it is the last
 * answer, kept on screen (dimmed by the panel) while the new one is counted, so the panel does
 * not collapse and jump on every change.
 */
export function useEstimate(filters: Targeting | null, delivery: Delivery | null) {
  const key = filters ? JSON.stringify({ filters, delivery: delivery ?? undefined }) : null;
  const askedKey = useAskedKey(key, typedParts(filters, delivery));
  const body = askedKey
    ? (JSON.parse(askedKey) as { filters: Targeting; delivery?: Delivery })
    : null;
  const query = useQuery({
    ...estimateQuery({ ...(body ?? { filters: {} }), sample: PREVIEW_SIZE }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
  const settled = key !== null && key === askedKey;
  const current = settled && query.isSuccess && !query.isPlaceholderData;
  // The targeting the figures on screen were counted for: what is said about them (the logic
  // in words) changes with them, not ahead of them.
  const [counted, setCounted] = useState<Targeting | null>(null);
  const answered = query.isSuccess && !query.isPlaceholderData ? askedKey : null;
  useEffect(() => {
    if (answered) setCounted((JSON.parse(answered) as { filters: Targeting }).filters);
  }, [answered]);
  return {
    counted: key === null ? null : counted,
    estimate: key === null ? undefined : query.data,
    stale: key !== null && query.data !== undefined && !current,
    loading: key !== null && !current,
    error: settled && query.isError ? query.error : null,
  };
}
