import NextAuth from "next-auth";
import { authOptions } from "@/server/auth.ts";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: RouteContext): Promise<Response> {
  // next-auth 4 types its App Router handler as `any`.
  const nextAuth = NextAuth(authOptions()) as (request: Request, context: RouteContext) => Promise<Response>;
  return nextAuth(request, context);
}

export { handler as GET, handler as POST };
