import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { locales } from "./src/index.ts";

// One catalog per language for the messages the server packages send (`@wro/constants`
// messages: `/*i18n*/` descriptors whose id is the code that travels). Both apps load it beside
// their own catalogs; the server answers its English. A package that raises messages is listed
// here.
const packagesWithMessages = ["auth", "api"];

export default defineConfig({
  sourceLocale: "en",
  locales: [...locales],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: packagesWithMessages.map((name) => `<rootDir>/../${name}/src`),
      exclude: ["**/*.test.ts", "**/testing/**"],
    },
  ],
  // Line numbers change on every edit and would make catalog diffs noisy.
  format: formatter({ lineNumbers: false }),
});
