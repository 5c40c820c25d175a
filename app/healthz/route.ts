import { getClient } from "@/db/client";
import { checkHealth } from "@/lib/health/check";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth(getClient().sql);
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: health.ok ? {} : { "retry-after": "2", "cache-control": "no-store" },
  });
}
