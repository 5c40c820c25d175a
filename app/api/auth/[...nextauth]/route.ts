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
  // next-auth's browser client posts its own failures (a session fetch cut by a page leaving)
  // to `_log`, and next-auth writes whatever arrives there into the server's log at the level
  // the body names: anyone, signed in or not, could write error lines into it. Nothing the
  // server can act on arrives there; it is answered and not logged.
  const [action] = (await ctx.params).nextauth;
  if (action === "_log") return new Response(null, { status: 204 });
  return throttledSignIn(await handle(req, ctx));
}
