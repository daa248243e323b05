"use client";

import type { Locale } from "@wro/i18n";
import { usePathname } from "next/navigation";
import { localePath } from "./paths.ts";

/**
 * The current page's path without its language prefix ("/visa/" on /visa/ and /ar/visa/).
 * Read from the URL in the browser, so the cached HTML of a page is the same for everyone;
 * the internal /en/ prefix the server renders under gives the same answer.
 */
export function usePagePath(): string {
  const pathname = usePathname() ?? "/";
  const withoutLocale = pathname.replace(/^\/(en|ar)(?=\/|$)/, "");
  return withoutLocale.startsWith("/") ? withoutLocale : `/${withoutLocale}`;
}

/** The current page's public URL path in `locale`. */
export function usePublicPath(locale: Locale): string {
  return localePath(locale, usePagePath());
}
