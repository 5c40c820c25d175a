import { eq } from "drizzle-orm";
import type { NextAuthOptions } from "next-auth";
import CredentialsModule from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/accounts/password";

// next-auth ships CommonJS: under plain Node ESM (tsx scripts, benches) the default import is
// the module object, under Next's bundler the function itself.
const Credentials =
  (CredentialsModule as unknown as { default?: typeof CredentialsModule }).default ??
  CredentialsModule;

const SignInInput = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(200),
});

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: start the app with `npm start`.");
  return secret;
}

export const authOptions: NextAuthOptions = {
  // Credentials sign-in requires JWT sessions in next-auth v4.
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  get secret() {
    return authSecret();
  },
  providers: [
    Credentials({
      name: "E-mail and password",
      credentials: {
        email: { label: "E-mail", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(raw) {
        const parsed = SignInInput.safeParse(raw);
        if (!parsed.success) return null;
        const [user] = await getDb().select().from(users).where(eq(users.email, parsed.data.email));
        if (!user?.passwordHash) return null;
        if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return null;
        return { id: user.id, email: user.email, name: user.name, accountId: user.accountId };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && "accountId" in user) token.accountId = user.accountId as string;
      return token;
    },
    session({ session, token }) {
      return { ...session, accountId: token.accountId as string, userId: token.sub };
    },
  },
};
