import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { intlTag, locales, type Locale } from "@wro/i18n";
import { messages as serverMessagesAr } from "@wro/i18n/locales/ar";
import { messages as serverMessagesEn } from "@wro/i18n/locales/en";
import { messages as ar } from "../locales/ar.ts";
import { messages as authAr } from "../locales/auth/ar.ts";
import { messages as authEn } from "../locales/auth/en.ts";
import { messages as en } from "../locales/en.ts";
import { messages as pagesAr } from "../locales/pages/ar.ts";
import { messages as pagesEn } from "../locales/pages/en.ts";

/**
 * What client components get (`pnpm generate` compiles the PO files): the interface catalog,
 * the accounts one (sign-in form, sign-up dialog, account menu) and the server's messages
 * (`@wro/i18n`: what a form shows of a refusal).
 */
export const catalogs: Record<Locale, Messages> = {
  en: { ...en, ...authEn, ...serverMessagesEn },
  ar: { ...ar, ...authAr, ...serverMessagesAr },
};

/** The server translates with every catalog: the interface, accounts and the content pages. */
const serverCatalogs: Record<Locale, Messages> = {
  en: { ...catalogs.en, ...pagesEn },
  ar: { ...catalogs.ar, ...pagesAr },
};

const instances = Object.fromEntries(
  locales.map((locale) => [
    locale,
    setupI18n({ locale, locales: [intlTag(locale)], messages: { [locale]: serverCatalogs[locale] } }),
  ]),
) as Record<Locale, I18n>;

export function getI18n(locale: Locale): I18n {
  return instances[locale];
}
