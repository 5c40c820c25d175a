import { randomUUID } from "node:crypto";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsModule from "next-auth/providers/credentials";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { z } from "zod";
import { getDb } from "@/db/client";
import { systemClock } from "@/lib/core/clock";
import { env } from "@/lib/core/env";
import { THROTTLED, TooManyAttempts } from "@/lib/core/errors";
import { logger } from "@/lib/core/logger";
import { publicUrlIsHttps } from "@/lib/core/public-url";
import { clientAddress } from "@/lib/edge/auth/client-address";
import { parseAutoJoin, signInWithOidc } from "@/lib/features/accounts/oidc-sign-in";
import {
  endSession,
  sessionState,
  startUserSession,
  touchUserSession,
} from "@/lib/features/accounts/sessions";
import { type SignedInUser, signInWithPassword } from "@/lib/features/accounts/sign-in";

// next-auth ships CommonJS: under plain Node ESM (tsx scripts, benches) the default import is
// the module object, under Next's bundler the function itself.
const Credentials =
  (CredentialsModule as unknown as { default?: typeof CredentialsModule }).default ??
  CredentialsModule;

const SignInInput = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(200),
});

/**
 * next-auth answers a throttled sign-in like a wrong password (401): make it a 429 with
 * Retry-After, keeping the body the client reads its `error` from.
 */
export async function throttledSignIn(response: Response): Promise<Response> {
  if (response.status !== 401) return response;
  // The error URL is in the JSON body (the browser's signIn) or in Location (a plain form post).
  const body = await response.clone().text();
  const pattern = new RegExp(`[?&]error=${THROTTLED}%3A(\\d+)`);
  const seconds = (pattern.exec(body) ?? pattern.exec(response.headers.get("location") ?? ""))?.[1];
  if (!seconds) return response;
  const headers = new Headers(response.headers);
  headers.set("retry-after", seconds);
  return new Response(body, { status: 429, headers });
}

const SESSION_ENDED = "The session has ended.";

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: start the app with `npm start`.");
  return secret;
}

/** The provider id next-auth routes single sign-on under: /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";

/** Why a single sign-on was refused, as the sign-in page's `error` parameter. */
export const OIDC_NO_ACCOUNT = "OidcNoAccount";
export const OIDC_UNVERIFIED = "OidcUnverified";

/** The single sign-on button's label when the operator configured one (docs/teams.md). */
export function singleSignOn(): { name: string } | undefined {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return undefined;
  return { name: e.OIDC_NAME };
}

interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** next-auth's OpenID Connect provider for the operator's issuer, when configured. */
function oidcProvider(): OAuthConfig<OidcClaims> | undefined {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return undefined;
  return {
    id: OIDC_PROVIDER_ID,
    name: e.OIDC_NAME,
    type: "oauth",
    wellKnown: `${e.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    // Many providers keep email and email_verified out of the ID token (the spec puts them in
    // UserInfo when an access token is issued): read both, the ID token's checked by next-auth.
    userinfo: {
      async request({ client, tokens }) {
        // next-auth passes openid-client's TokenSet, typed as its parameters.
        const set = tokens as unknown as Parameters<typeof client.userinfo>[0] & {
          claims(): OidcClaims;
        };
        return { ...set.claims(), ...(await client.userinfo(set)) } as OidcClaims;
      },
    },
    checks: ["pkce", "state", "nonce"],
    profile: (claims) => ({
      id: claims.sub,
      email: claims.email ?? null,
      name: claims.name ?? null,
      emailVerified: claims.email_verified === true,
    }),
  };
}

/**
 * A single sign-on the provider vouched for: the user it signs in as here, with a session
 * started, written onto next-auth's user (the jwt callback reads it); else the sign-in page with
 * the reason. Nothing is created for an address no account or auto-join rule covers.
 */
async function admitOidcUser(user: User): Promise<true | string> {
  const claims = user as User & { emailVerified?: boolean };
  const result = await signInWithOidc(
    getDb(),
    { email: claims.email ?? "", name: claims.name, emailVerified: claims.emailVerified === true },
    { rules: parseAutoJoin(env().OIDC_AUTO_JOIN) },
    systemClock,
  );
  if (!result.ok) {
    logger.info({ reason: result.reason }, "single sign-on refused");
    return `/sign-in?error=${result.reason === "unverified" ? OIDC_UNVERIFIED : OIDC_NO_ACCOUNT}`;
  }
  const sessionId = randomUUID();
  await startUserSession(
    getDb(),
    { sessionId, userId: result.user.id, sessionVersion: result.user.sessionVersion },
    systemClock.now(),
  );
  Object.assign(user, result.user, { sessionId });
  return true;
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const credentials = Credentials({
  name: "E-mail and password",
  credentials: {
    email: { label: "E-mail", type: "email" },
    password: { label: "Password", type: "password" },
  },
  async authorize(raw, req) {
    const parsed = SignInInput.safeParse(raw);
    if (!parsed.success) return null;
    try {
      const address = clientAddress(req.headers ?? {});
      const user = await signInWithPassword(getDb(), { ...parsed.data, address }, systemClock);
      if (!user) return null;
      // sid: this session's own id, kept through every refresh of the cookie, so Sign out
      // can end this session and no other, and the user sees it in their list of sessions.
      const sessionId = randomUUID();
      const agent = (req.headers as Record<string, string | undefined> | undefined)?.["user-agent"];
      await startUserSession(
        getDb(),
        {
          sessionId,
          userId: user.id,
          sessionVersion: user.sessionVersion,
          userAgent: agent,
          address,
        },
        systemClock.now(),
      );
      return { ...user, sessionId };
    } catch (error) {
      // next-auth passes a thrown message on as the sign-in's `error`; the route handler
      // turns this one into a 429 with Retry-After (see throttledSignIn).
      if (error instanceof TooManyAttempts) {
        throw new Error(`${THROTTLED}:${error.retryAfterSeconds}`);
      }
      throw error;
    }
  },
});

export const authOptions: NextAuthOptions = {
  // Credentials sign-in requires JWT sessions in next-auth v4.
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in" },
  logger: {
    error(code, metadata) {
      const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
      // An ended session (see the jwt callback) is routine, not a fault.
      if (err instanceof Error && err.message === SESSION_ENDED) {
        logger.info({ code }, "ended session refused");
        return;
      }
      // Only an Error goes to the `err` serializer (which would spread a string into its letters).
      if (err instanceof Error) logger.error({ code, err }, "next-auth error");
      else
        logger.error(
          { code, detail: err === undefined ? undefined : String(err) },
          "next-auth error",
        );
    },
    warn(code) {
      logger.warn({ code }, "next-auth warning");
    },
    debug() {},
  },
  get secret() {
    return authSecret();
  },
  get providers() {
    const oidc = oidcProvider();
    return oidc ? [credentials, oidc] : [credentials];
  },
  callbacks: {
    async signIn({ user, account }) {
      if (account?.provider !== OIDC_PROVIDER_ID) return true;
      return admitOidcUser(user);
    },

    async jwt({ token, user }) {
      if (user && "accountId" in user) {
        const signedIn = user as SignedInUser & { sessionId?: string };
        return {
          ...token,
          accountId: signedIn.accountId,
          sv: signedIn.sessionVersion,
          sid: signedIn.sessionId ?? randomUUID(),
        };
      }
      // next-auth treats a throw here as no session (and clears the cookie where it can).
      // The role is read afresh on every request: a change of role holds at once.
      const state = await sessionState(getDb(), {
        userId: String(token.sub),
        accountId: String(token.accountId),
        version: token.sv,
        sessionId: token.sid,
      });
      if (!state) throw new Error(SESSION_ENDED);
      if (typeof token.sid === "string") {
        touchUserSession(getDb(), token.sid, systemClock.now()).catch((err) =>
          logger.warn({ err }, "could not record the session's use"),
        );
      }
      // The address too, read afresh: a confirmed change of address shows at once.
      return { ...token, role: state.role, email: state.email };
    },
    session({ session, token }) {
      return {
        ...session,
        accountId: token.accountId as string,
        userId: token.sub,
        role: token.role,
        sessionId: typeof token.sid === "string" ? token.sid : undefined,
      };
    },
  },
  events: {
    // next-auth's sign-out only clears the cookie; this ends the session itself, so a copy of
    // the cookie replayed afterwards is refused. (A failure here is logged by next-auth.)
    async signOut({ token }) {
      if (!token?.sub) return;
      const exp = typeof token.exp === "number" ? token.exp * 1000 : undefined;
      await endSession(
        getDb(),
        {
          userId: token.sub,
          sessionId: token.sid,
          expiresAt: new Date(exp ?? systemClock.now().getTime() + SESSION_MAX_AGE_SECONDS * 1000),
        },
        systemClock,
      );
    },
  },
};

/**
 * Whether session cookies get `Secure` and the `__Secure-` prefix: when the public URL is https,
 * or when the request came over https as the edge settled it (lib/core/security/forwarded.ts: a TLS
 * socket, or a trusted proxy's X-Forwarded-Proto; a client's own say is replaced there).
 */
export function secureCookies(forwardedProto: string | null | undefined): boolean {
  return publicUrlIsHttps() || forwardedProto === "https";
}

/** The options for one request: its cookies Secure or not (secureCookies). */
export function authOptionsFor(forwardedProto: string | null | undefined): NextAuthOptions {
  return { ...authOptions, useSecureCookies: secureCookies(forwardedProto) };
}
