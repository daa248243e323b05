import { setI18n } from "@lingui/react/server";
import { isLocale, type Locale } from "@wro/i18n";
import { notFound } from "next/navigation";
import { getI18n } from "./catalogs.ts";

/** Activates the page's language for server components (Lingui keeps it per request). */
export function initLingui(locale: Locale) {
  const i18n = getI18n(locale);
  setI18n(i18n);
  return i18n;
}

/** The `[lang]` route parameter as a locale; anything else is not a page of ours. */
export async function localeFrom(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
