import type { Messages } from "@lingui/core";
import type { Locale } from "@wro/i18n";

type Catalog = { messages: Messages };

const merged = ([accounts, server]: [Catalog, Catalog]): Messages => ({
  ...accounts.messages,
  ...server.messages,
});

// Each language's catalogs are chunks of their own, fetched by the page that needs them: an
// English page never downloads the Arabic words.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.all([import("../locales/auth/en.ts"), import("@wro/i18n/locales/en")]).then(merged),
  ar: () => Promise.all([import("../locales/auth/ar.ts"), import("@wro/i18n/locales/ar")]).then(merged),
};

const loading = new Map<Locale, Promise<Messages>>();

/**
 * The accounts catalog and the server's messages in `locale` (catalogs.ts's `accountCatalogs`,
 * loaded in the browser), for a part of a public page that brings its own words: the sign-up
 * dialog. The same promise on every call, as React's `use` expects; a failed load is tried again
 * on the next call.
 */
export function loadAccountCatalog(locale: Locale): Promise<Messages> {
  let catalog = loading.get(locale);
  if (!catalog) {
    catalog = loaders[locale]();
    loading.set(locale, catalog);
    catalog.catch(() => loading.delete(locale));
  }
  return catalog;
}
