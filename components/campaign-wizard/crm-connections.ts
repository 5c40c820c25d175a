"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/edge/api/fetch-json";
import type { CrmConnection } from "@/lib/features/crm/schema";

/** GET /v1/crm/connections: the account's CRM connections (the wizard's CRM controls show only with one). */
export function useCrmConnections() {
  return useQuery({
    queryKey: ["crm-connections"],
    queryFn: ({ signal }) =>
      fetchJson<{ data: CrmConnection[] }>("/v1/crm/connections", { signal }),
    staleTime: 60_000,
  });
}
