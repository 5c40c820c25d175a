import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { authSecret } from "./options";

/** For tests: a secret for next-auth when the environment has none (npm start generates one). */
export function useTestAuthSecret(): void {
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
}

/** A `cookie` header holding a session for this user, as next-auth sets it at sign-in. */
export async function sessionCookie(claims: {
  userId: string;
  accountId: string;
  email?: string;
  sessionVersion?: number;
  sessionId?: string;
}): Promise<string> {
  const token = await encode({
    token: {
      sub: claims.userId,
      accountId: claims.accountId,
      email: claims.email,
      sv: claims.sessionVersion ?? 0,
      sid: claims.sessionId ?? randomBytes(16).toString("hex"),
    },
    secret: authSecret(),
  });
  return `next-auth.session-token=${token}`;
}
