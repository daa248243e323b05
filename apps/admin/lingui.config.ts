import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { locales } from "@wro/i18n";

export default defineConfig({
  sourceLocale: "en",
  locales: [...locales],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["src"], exclude: ["**/*.test.*"] }],
  // Line numbers change on every edit and would make catalog diffs noisy.
  format: formatter({ lineNumbers: false }),
});
