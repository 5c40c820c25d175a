import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { systemClock } from "@/lib/core/clock";
import { endSession } from "@/lib/features/accounts/sessions";
import { authSecret, SESSION_MAX_AGE_SECONDS } from "./options";

const COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Re-issues this browser's session for another workspace of the same user (the switcher, an
 * accepted invitation): a new session id whose cookie names `accountId`, and the old session
 * ended, so a copy of the old cookie opens nothing. The caller has checked the membership; the
 * per-request check holds it on every request after.
 */
export async function reissueSession(accountId: string): Promise<void> {
  const jar = await cookies();
  const found = jar.getAll().filter((c) => COOKIE.test(c.name));
  const base = found[0]?.name.replace(/\.\d+$/, "");
  if (!base) return;
  const raw =
    jar.get(base)?.value ??
    found
      .filter((c) => c.name !== base)
      .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))
      .map((c) => c.value)
      .join("");
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!token?.sub) return;
  const next = await encode({
    token: { ...token, accountId, sid: randomUUID() },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const exp = typeof token.exp === "number" ? token.exp * 1000 : Date.now();
  await endSession(
    getDb(),
    { userId: token.sub, sessionId: token.sid, expiresAt: new Date(exp) },
    systemClock,
  );
  for (const c of found) jar.delete(c.name);
  jar.set(base, next, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: base.startsWith("__Secure-"),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
