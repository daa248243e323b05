import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Shared rules for every package: recommended JS and type-aware-free TypeScript checks. */
export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/.next/**",
      "**/public/**",
      "**/playwright-report/**",
      "**/test-results/**",
      "**/.data/**",
      "**/next-env.d.ts",
      "**/src/generated/**",
      "**/locales/**/*.ts",
      "**/*.config.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Configuration is read, checked and typed in one place per package: its env.ts.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through the package's env.ts." },
      ],
    },
  },
  {
    // Tests read the test run's own settings (TEST_DATABASE_URL …); build scripts pass the
    // environment on to the tools they run.
    files: ["**/env.ts", "**/*.test.ts", "**/*.test.tsx", "**/testing.ts", "scripts/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
