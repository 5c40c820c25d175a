import NextAuth from "next-auth";
import { authOptionsFor, throttledSignIn } from "@/lib/edge/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth for this request: its cookies Secure when it came over https (secureCookies). */
function handle(req: Request, ctx: RouteContext): Promise<Response> {
  return NextAuth(authOptionsFor(req.headers.get("x-forwarded-proto")))(req, ctx);
}

export async function GET(req: Request, ctx: RouteContext): Promise<Response> {
  return handle(req, ctx);
}

export async function POST(req: Request, ctx: RouteContext): Promise<Response> {
  return throttledSignIn(await handle(req, ctx));
}
