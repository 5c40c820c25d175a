import NextAuth from "next-auth";
import { authOptions, throttledSignIn } from "@/lib/edge/auth/options";

const handler = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function POST(req: Request, ctx: RouteContext): Promise<Response> {
  return throttledSignIn(await handler(req, ctx));
}

export { handler as GET, POST };
