import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { locales, type Locale } from "@wro/i18n";
import { messages as ar } from "../locales/ar.ts";
import { messages as en } from "../locales/en.ts";
import { messages as pagesAr } from "../locales/pages/ar.ts";
import { messages as pagesEn } from "../locales/pages/en.ts";

/** The interface catalog (`pnpm generate` compiles the PO files); client components get only this one. */
export const catalogs: Record<Locale, Messages> = { en, ar };

/** The server translates with both catalogs: the interface and the content pages. */
const serverCatalogs: Record<Locale, Messages> = { en: { ...en, ...pagesEn }, ar: { ...ar, ...pagesAr } };

const instances = Object.fromEntries(
  locales.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: serverCatalogs[locale] } })]),
) as Record<Locale, I18n>;

export function getI18n(locale: Locale): I18n {
  return instances[locale];
}
