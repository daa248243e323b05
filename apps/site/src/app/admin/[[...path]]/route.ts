import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ADMIN_DASHBOARD_PATH, ADMIN_SIGN_IN_PATH, guardRedirect } from "@wro/auth/client";
import { getServerSession } from "next-auth";
import { env } from "@/env.ts";
import { authOptions } from "@/server/auth.ts";

// The admin SPA's assets are static files in public/admin/; every other path under /admin/
// gets its index.html (kept in admin-shell/, out of public reach) so the SPA's router can take over.
const readIndex = () => readFile(join(process.cwd(), "admin-shell/index.html"), "utf8");
let indexHtml: Promise<string> | undefined;

/**
 * The admin guard of spec §6 (mode "admin"), applied before the back office is sent: visitors
 * go to the admin sign-in (which brings them back), other roles to the public home page, and
 * a signed-in admin opening the sign-in screen to the dashboard. The SPA checks again on load
 * and keeps watching the session; every admin procedure checks the role on its own.
 */
async function guardTarget(request: Request): Promise<string | null> {
  const { pathname, search } = new URL(request.url);
  const session = await getServerSession(authOptions());
  if (pathname.startsWith(ADMIN_SIGN_IN_PATH)) {
    return guardRedirect({ mode: "admin", session, allowedRoles: ["admin"] }) === null
      ? ADMIN_DASHBOARD_PATH
      : null;
  }
  return guardRedirect({ mode: "admin", session, allowedRoles: ["admin"], path: `${pathname}${search}` });
}

export async function GET(request: Request) {
  const target = await guardTarget(request);
  // A relative Location: right behind any proxy, whatever host the server itself sees.
  if (target) return new Response(null, { status: 307, headers: { Location: target } });
  // Read once in production; in development the admin is rebuilt while the server runs.
  const html = env.NODE_ENV === "production" ? (indexHtml ??= readIndex()) : readIndex();
  return new Response(await html, {
    // The answer depends on the session cookie: never shared, always checked again.
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" },
  });
}
