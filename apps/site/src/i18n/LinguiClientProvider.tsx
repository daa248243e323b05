"use client";

import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { intlTag, parseLocale } from "@wro/i18n";
import { useState, type ReactNode } from "react";

/** Gives client components the page's catalog, so they translate exactly like the server did. */
export function LinguiClientProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  // Numbers in messages (`#` of a plural) are written as the rest of the page writes them.
  const [i18n] = useState(() =>
    setupI18n({ locale, locales: [intlTag(parseLocale(locale))], messages: { [locale]: messages } }),
  );
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
