import type { ReactNode } from "react";
import { accountCatalogs } from "@/i18n/catalogs.ts";
import { LinguiClientProvider } from "@/i18n/LinguiClientProvider.tsx";
import { localeFrom } from "@/i18n/server.ts";

// Sign-in, the account page and team registration read the visitor's session on the server:
// rendered for each request and never stored in a shared cache.
export const dynamic = "force-dynamic";

/**
 * The account pages' client forms translate in the browser (a refusal from the server among
 * them), so these pages, unlike the public ones, carry the accounts catalog.
 */
export default async function AccountPagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const locale = await localeFrom(params);
  return (
    <LinguiClientProvider locale={locale} messages={accountCatalogs[locale]}>
      {children}
    </LinguiClientProvider>
  );
}
