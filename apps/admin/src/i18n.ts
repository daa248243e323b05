import { i18n, type Messages } from "@lingui/core";
import { directionOf, localeCookie, parseLocale, type Locale } from "@wro/i18n";

// One chunk per language, so a visitor downloads only the catalog they read.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("./locales/en.po"),
  ar: () => import("./locales/ar.po"),
};

/** The remembered language; spec §3 keeps it in localStorage under `lang`. */
export function storedLocale(): Locale {
  return parseLocale(localStorage.getItem(localeCookie));
}

/** Loads the catalog, switches every translated string, and mirrors the page for Arabic. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  // Mantine's DirectionProvider follows the `dir` attribute of <html>.
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Activates and remembers the choice, in the legacy spelling "EN" or "ar" (spec §9). */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  localStorage.setItem(localeCookie, locale === "en" ? "EN" : "ar");
}
