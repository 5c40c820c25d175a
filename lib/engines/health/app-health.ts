import { getClient } from "@/db/client";
import { checkHealth, type Health } from "./check";

/** `/healthz`: the health of this process, on its own database connections. */
export function checkAppHealth(): Promise<Health> {
  return checkHealth(getClient().sql);
}
