import { type EmbeddedServer, startEmbedded } from "@/db/embedded";
import { runMigrations } from "@/db/migrate";
import { env } from "@/lib/core/env";

/**
 * The database the CLIs use: DATABASE_URL when set; otherwise the embedded server in DATA_DIR,
 * attaching to the one `npm start` runs or starting it for the duration of the command.
 * Migrations are applied either way.
 */
export async function resolveDatabase(log?: (line: string) => void): Promise<{
  url: string;
  server?: EmbeddedServer;
}> {
  const config = env();
  if (config.DATABASE_URL) {
    await runMigrations(config.DATABASE_URL);
    return { url: config.DATABASE_URL };
  }
  const server = await startEmbedded({ dataDir: config.DATA_DIR, log });
  const url = server.url();
  await runMigrations(url);
  return { url, server };
}
