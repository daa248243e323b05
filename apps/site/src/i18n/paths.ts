import type { Locale } from "@wro/i18n";

/** The URL of a site path in a language: English at the root, Arabic under /ar. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "en") return clean;
  return clean === "/" ? "/ar/" : `/ar${clean}`;
}
