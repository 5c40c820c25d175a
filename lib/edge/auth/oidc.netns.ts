import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import { decode } from "next-auth/jwt";
// @ts-expect-error oidc-provider ships no type declarations
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { authOptions, authSecret, singleSignOn } from "./options";

/*
 * Single sign-on against a real OpenID Connect provider (the `oidc-provider` library, its
 * development login and consent pages) on loopback, through next-auth's own handler with the
 * app's options: discovery, PKCE, the code exchange and the ID token are all next-auth's.
 */

const APP = "http://127.0.0.1:3999";
const CLIENT = { client_id: "leadwise", client_secret: "a-long-client-secret-for-tests" };
let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let server: Server;
let issuer: string;
let acme: Awaited<ReturnType<typeof createAccount>>;
/** Who the provider says each login is: the login typed on its page is the e-mail. */
const verified = new Map<string, boolean>();

beforeAll(async () => {
  ({ db } = await createTestDb());
  acme = await createAccount(db, { email: "owner@acme.test", password: "owner password" });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ ...CLIENT, redirect_uris: [`${APP}/api/auth/callback/oidc`] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: id,
          email_verified: verified.get(id) ?? true,
          name: "Signed In",
        }),
      };
    },
  });
  server.on("request", provider.callback());
  process.env.AUTH_SECRET ??= "test-secret-for-single-sign-on";
  process.env.NEXTAUTH_URL = APP;
  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = CLIENT.client_id;
  process.env.OIDC_CLIENT_SECRET = CLIENT.client_secret;
  process.env.OIDC_NAME = "Acme SSO";
  process.env.OIDC_AUTO_JOIN = `acme.test:${acme.accountId}:member`;
  resetEnvCache();
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Jar = Map<string, string>;

/**
 * One request to next-auth's own handler with the app's options, as a Next API route receives
 * it (query with the `nextauth` path, parsed cookies and body); the jar keeps its cookies.
 */
async function nextAuth(
  jar: Jar,
  req: { method: "GET" | "POST"; path: string[]; body?: object; query?: object },
) {
  const headers = new Map<string, unknown>();
  const out: { status: number; body?: unknown } = { status: 200 };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end() {},
    json(body: unknown) {
      out.body = body;
    },
    send(body: unknown) {
      out.body = body;
    },
  };
  const call = NextAuth as unknown as (q: unknown, r: unknown, o: unknown) => Promise<void>;
  await call(
    {
      method: req.method,
      query: { ...req.query, nextauth: req.path },
      body: req.body ?? {},
      cookies: Object.fromEntries(jar),
      headers: { host: "127.0.0.1:3999" },
    },
    res,
    authOptions,
  );
  for (const line of (headers.get("set-cookie") as string[] | undefined) ?? []) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    const value = decodeURIComponent(pair.slice(at + 1));
    if (value) jar.set(pair.slice(0, at), value);
    else jar.delete(pair.slice(0, at));
  }
  return { ...out, location: headers.get("location") as string | undefined };
}

/** A browser at the provider: follows its redirects, keeping its cookies, until it leaves. */
type Step = { left: string } | { page: string; left?: undefined };

async function browse(url: string, jar: Jar, form?: Record<string, string>): Promise<Step> {
  let next = url;
  let init: RequestInit = form
    ? {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }
    : {};
  for (let hop = 0; hop < 10; hop++) {
    if (!next.startsWith(issuer)) return { left: next };
    const res = await fetch(next, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as object),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const at = pair.indexOf("=");
      const gone = /expires=Thu, 01 Jan 1970/i.test(c) || at === pair.length - 1;
      if (gone) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("location");
    if (!location) return { page: await res.text() };
    next = new URL(location, next).toString();
    init = {};
  }
  throw new Error("too many redirects");
}

/** Signs in at the provider as `login`: its login page, then its consent page. */
async function signInAt(authorizeUrl: string, login: string): Promise<URL> {
  const jar: Jar = new Map();
  let step = await browse(authorizeUrl, jar);
  const forms: Record<string, string>[] = [
    { prompt: "login", login, password: "any" },
    { prompt: "consent" },
  ];
  for (const form of forms) {
    if (step.left !== undefined) break;
    expect(step.page).toContain(`value="${form.prompt}"`);
    const action = /action="([^"]+)"/.exec(step.page)?.[1] ?? "";
    step = await browse(new URL(action, issuer).toString(), jar, form);
  }
  if (step.left === undefined) throw new Error(`stuck at the provider: ${step.page.slice(0, 300)}`);
  return new URL(step.left);
}

/** The whole round: the app's Sign in with…, the provider's pages, the app's callback. */
async function singleSignOnAs(login: string) {
  const jar: Jar = new Map();
  const csrf = await nextAuth(jar, { method: "GET", path: ["csrf"] });
  const { csrfToken } = csrf.body as { csrfToken: string };
  const start = await nextAuth(jar, {
    method: "POST",
    path: ["signin", "oidc"],
    body: { csrfToken, callbackUrl: `${APP}/campaigns`, json: "true" },
  });
  const authorize = String((start.body as { url?: string }).url ?? "");
  expect(authorize.startsWith(`${issuer}/auth?`)).toBe(true);
  const callback = await signInAt(authorize, login);
  expect(callback.pathname).toBe("/api/auth/callback/oidc");
  const done = await nextAuth(jar, {
    method: "GET",
    path: ["callback", "oidc"],
    query: Object.fromEntries(callback.searchParams),
  });
  const cookie = jar.get("next-auth.session-token");
  const token = cookie ? await decode({ token: cookie, secret: authSecret() }) : null;
  return { redirect: String(done.location ?? ""), token };
}

describe("single sign-on through a loopback OpenID Connect provider", () => {
  it("is offered under the configured name", () => {
    expect(singleSignOn()).toEqual({ name: "Acme SSO" });
  });

  it("joins a new user of the auto-join domain to the workspace with the configured role", async () => {
    const { redirect, token } = await singleSignOnAs("jane@acme.test");
    expect(redirect).toBe(`${APP}/campaigns`);
    const [jane] = await db.select().from(users).where(eq(users.email, "jane@acme.test"));
    expect(token).toMatchObject({ sub: jane?.id, accountId: acme.accountId });
    const [row] = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, jane?.id ?? ""));
    expect(row?.role).toBe("member");
  });

  it("signs a known user in to their workspace", async () => {
    const { token } = await singleSignOnAs("owner@acme.test");
    expect(token).toMatchObject({ sub: acme.userId, accountId: acme.accountId });
  });

  it("creates nothing for an unknown address of another domain, and says so", async () => {
    const { redirect, token } = await singleSignOnAs("someone@elsewhere.test");
    expect(redirect).toContain("/sign-in?error=OidcNoAccount");
    expect(token).toBeNull();
    const rows = await db.select().from(users).where(eq(users.email, "someone@elsewhere.test"));
    expect(rows).toHaveLength(0);
  });

  it("refuses an address the provider does not vouch for", async () => {
    verified.set("unverified@acme.test", false);
    const { redirect, token } = await singleSignOnAs("unverified@acme.test");
    expect(redirect).toContain("/sign-in?error=OidcUnverified");
    expect(token).toBeNull();
  });
});
