import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * AUTH_SECRET when configured, else the one saved in DATA_DIR (created on first use). Every
 * process the project starts (web, worker, admin CLI) must use the same one: sessions and the
 * opt-out hashes (lib/model/suppression/address.ts) are keyed on it.
 */
export async function authSecret(dataDir: string): Promise<string> {
  const configured = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  const saved = await readFile(file, "utf8").catch(() => "");
  if (saved.trim().length >= 32) return saved.trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
