import { decode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import type { Role } from "@/db/schema";
import { sessionRole } from "@/lib/features/accounts/sessions";
import { authSecret } from "./options";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookies(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) map.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return map;
}

/**
 * The signed-in user's account and role there from the next-auth session cookie of a request,
 * or undefined (also when the session has been ended or the user is no longer a member of the
 * workspace: see lib/features/accounts/sessions).
 * Reads the cookie itself so it works for any `Request`, inside or outside Next's request scope.
 */
export async function sessionFromRequest(
  req: Request,
): Promise<{ accountId: string; userId: string; role: Role } | undefined> {
  const cookies = readCookies(req.headers.get("cookie"));
  for (const name of COOKIE_NAMES) {
    let token = cookies.get(name);
    if (!token) {
      // next-auth splits large tokens into name.0, name.1, ...
      const chunks: string[] = [];
      for (let i = 0; cookies.has(`${name}.${i}`); i++)
        chunks.push(cookies.get(`${name}.${i}`) ?? "");
      token = chunks.join("") || undefined;
    }
    if (!token) continue;
    const jwt = await decode({ token, secret: authSecret() }).catch(() => null);
    if (!jwt?.accountId || !jwt.sub) continue;
    const session = { accountId: String(jwt.accountId), userId: jwt.sub };
    const role = await sessionRole(getDb(), { ...session, version: jwt.sv, sessionId: jwt.sid });
    if (role) return { ...session, role };
  }
  return undefined;
}
