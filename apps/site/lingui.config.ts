import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Two catalogs: the interface (header, footer, home, widgets — also sent to the browser for
// client components) and the content pages' prose, which only the server renders.
const contentPages = "<rootDir>/src/app/?lang?/?pages?/**/*.tsx"; // [lang]/(pages): brackets are glob syntax

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    { path: "<rootDir>/src/locales/pages/{locale}", include: [contentPages] },
    { path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src"], exclude: [contentPages] },
  ],
  format: formatter({ lineNumbers: false }),
});
