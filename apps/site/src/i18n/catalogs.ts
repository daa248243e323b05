import { setupI18n, type I18n, type MessageDescriptor, type Messages } from "@lingui/core";
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
 * What the account pages give their client forms (app/[lang]/(auth)/layout.tsx; `pnpm generate`
 * compiles the PO files): the accounts catalog and the server's messages (`@wro/i18n`: what a
 * form shows of a refusal). The sign-up dialog loads the same in its own chunk
 * (account-catalog.ts). Public pages carry no catalog: their client islands get their words
 * translated by the server component that renders them.
 */
export const accountCatalogs: Record<Locale, Messages> = {
  en: { ...authEn, ...serverMessagesEn },
  ar: { ...authAr, ...serverMessagesAr },
};

/** What the contact form translates with in the browser: its words and the server's refusals. */
export const contactFormCatalogs: Record<Locale, Messages> = {
  en: { ...en, ...serverMessagesEn },
  ar: { ...ar, ...serverMessagesAr },
};

/** The server translates with every catalog: the interface, accounts and the content pages. */
const serverCatalogs: Record<Locale, Messages> = {
  en: { ...en, ...authEn, ...serverMessagesEn, ...pagesEn },
  ar: { ...ar, ...authAr, ...serverMessagesAr, ...pagesAr },
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

/** Each of `labels` translated: a set of names as a client island gets them (it has no catalog). */
export function translateEach<Key extends string>(
  i18n: I18n,
  labels: Record<Key, MessageDescriptor>,
): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<Key, string>;
}
