import { checkAppHealth } from "@/lib/engines/health/app-health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkAppHealth();
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: health.ok ? {} : { "retry-after": "2", "cache-control": "no-store" },
  });
}
