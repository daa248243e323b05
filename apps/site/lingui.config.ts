import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Three catalogs: the interface (header, footer, home, widgets: translated on the server, client
// islands get their words as props; only the contact form's page sends it to the browser), the
// content pages' prose, which only the server renders, and accounts (sign-in, sign-up dialog,
// account pages: sent to the browser by the account pages and in the sign-up dialog's chunk).
// Brackets and parentheses are glob syntax, so [lang], (pages) and (auth) are matched with "?".
const contentPages = "<rootDir>/src/app/?lang?/?pages?/**/*.tsx";
const accountPages = ["<rootDir>/src/app/?lang?/?auth?/**/*.tsx", "<rootDir>/src/components/auth/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    { path: "<rootDir>/src/locales/pages/{locale}", include: [contentPages] },
    { path: "<rootDir>/src/locales/auth/{locale}", include: accountPages },
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: [contentPages, ...accountPages],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
