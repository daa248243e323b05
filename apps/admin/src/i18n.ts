import { i18n, type Messages } from "@lingui/core";
import { directionOf, intlTag, localeCookie, parseLocale, type Locale } from "@wro/i18n";

// One chunk per language, so a visitor downloads only the catalogs they read: the admin's own,
// and the server's messages (`@wro/i18n`: what a refusal of the API says).
interface Catalog {
  messages: Messages;
}
const catalogs: Record<Locale, () => Promise<[own: Catalog, server: Catalog]>> = {
  en: () => Promise.all([import("./locales/en.po"), import("@wro/i18n/locales/en")]),
  ar: () => Promise.all([import("./locales/ar.po"), import("@wro/i18n/locales/ar")]),
};

/** The remembered language; spec §3 keeps it in localStorage under `lang`. */
export function storedLocale(): Locale {
  return parseLocale(localStorage.getItem(localeCookie));
}

/** Loads the catalog, switches every translated string, and mirrors the page for Arabic. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [own, server] = await catalogs[locale]();
  // Numbers in messages (`#` of a plural) are written as everywhere else (`intlTag`).
  const messages = { ...own.messages, ...server.messages };
  i18n.loadAndActivate({ locale, locales: [intlTag(locale)], messages });
  // Mantine's DirectionProvider follows the `dir` attribute of <html>.
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Activates and remembers the choice, in the legacy spelling "EN" or "ar" (spec §9). */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  localStorage.setItem(localeCookie, locale === "en" ? "EN" : "ar");
}
