import postgres from "postgres";
import { startEmbedded } from "@/db/embedded";
import { E2E_DATA_DIR } from "./demo-user";

/**
 * The database of the app under test (DATABASE_URL's, else the embedded server the app started
 * in its data folder), for a spec that sets up or reads what no page or API does. End it after.
 */
export async function appDatabase() {
  const url = process.env.DATABASE_URL ?? (await startEmbedded({ dataDir: E2E_DATA_DIR })).url();
  return postgres(url, { max: 1, onnotice: () => {} });
}
