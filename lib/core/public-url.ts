import { env } from "@/lib/core/env";

/*
 * The one origin every absolute link the service writes starts with: APP_URL. A request's Host,
 * X-Forwarded-Host or X-Forwarded-Proto are the client's to write, so a link built from them
 * could point anywhere (a confirmation mail to a victim carrying an attacker's link). `npm start`
 * and `npm run cluster` set APP_URL from their port when it is unset; the fallback here is the
 * same, for the tests and scripts that run without them.
 */

/** The public origin, without a trailing slash: `https://leads.example.com`. */
export function publicOrigin(): string {
  const { APP_URL, PORT } = env();
  return new URL(APP_URL ?? `http://localhost:${PORT}`).origin;
}

/** An absolute link to `path` (which starts with `/`, and may carry a query) on the public origin. */
export function publicUrl(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) {
    throw new Error(`publicUrl takes a path on this site, not "${path}"`);
  }
  return `${publicOrigin()}${path}`;
}

/** Whether the public origin is https: then every cookie is Secure, every answer sends HSTS. */
export function publicUrlIsHttps(): boolean {
  return publicOrigin().startsWith("https:");
}
