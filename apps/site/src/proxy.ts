import { NextResponse, type NextRequest } from "next/server";
import { localeCookie } from "@wro/i18n";
import { publicPathHeader } from "./i18n/paths.ts";

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

// English pages live at the root (/registration/) and Arabic ones under /ar/. Internally every
// page sits under app/[lang]/, so root paths are rewritten to /en/…; /en/… typed by a visitor is
// not a public URL and redirects to the root form.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next runs the proxy again on our own rewrite, which already carries the header.
  const ownRewrite = request.headers.has(publicPathHeader);
  if (isUnder(pathname, "/en") && ownRewrite) return NextResponse.next();

  if (!pathname.endsWith("/")) {
    return NextResponse.redirect(new URL(`${pathname}/${request.nextUrl.search}`, request.url), 308);
  }

  const headers = new Headers(request.headers);
  headers.set(publicPathHeader, pathname);
  if (isUnder(pathname, "/ar")) return NextResponse.next({ request: { headers } });

  const url = request.nextUrl.clone();
  // A visitor who chose Arabic lands on the Arabic home page next time.
  if (pathname === "/" && request.cookies.get(localeCookie)?.value === "ar") {
    url.pathname = "/ar/";
    return NextResponse.redirect(url, 307);
  }
  if (isUnder(pathname, "/en")) {
    url.pathname = pathname.slice(3) || "/";
    return NextResponse.redirect(url, 308);
  }
  url.pathname = `/en${pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Everything but the API, uploaded files, the admin SPA, Next's assets and files such as robots.txt.
  matcher: ["/((?!api/|uploads/|admin/|admin$|_next/|.*\\.[a-z0-9]+$).*)"],
};
