import { withBodyWithin } from "@wro/api";
import { withSignedInHint } from "@wro/auth";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/server/auth.ts";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * The largest body next-auth's endpoints take: its forms (sign-in, sign-out) and client log
 * lines are a few hundred bytes. next-auth reads a body whole, so it gets only what is read here.
 */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  const limited = await withBodyWithin(request, MAX_AUTH_BODY_BYTES);
  if (limited instanceof Response) return limited;
  const options = authOptions();
  // next-auth 4 types its App Router handler as `any`.
  const nextAuth = NextAuth(options) as (request: NextRequest, context: RouteContext) => Promise<Response>;
  const response = await nextAuth(limited === request ? request : new NextRequest(limited), context);
  return withSignedInHint(response, options.cookies!.sessionToken!.name);
}

export { handler as GET, handler as POST };
