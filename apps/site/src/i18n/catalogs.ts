import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { locales, type Locale } from "@wro/i18n";
import { messages as ar } from "../locales/ar.ts";
import { messages as en } from "../locales/en.ts";

/** Compiled PO catalogs (`pnpm generate` runs `lingui compile`). */
export const catalogs: Record<Locale, Messages> = { en, ar };

const instances = Object.fromEntries(
  locales.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] } })]),
) as Record<Locale, I18n>;

export function getI18n(locale: Locale): I18n {
  return instances[locale];
}
