import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Shared rules for every package: recommended JS and TypeScript checks, with the type-aware ones
 * (floating promises, unsafe `any`, needless assertions…) read from each package's tsconfig.
 * `eslint .` runs in the package's folder, which is where its tsconfig.json is.
 */
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // An `async` function that awaits nothing still turns a throw into a rejected promise,
      // which is what an implementation of a promise-returning interface (a test double, a
      // handler) should do; so it is written that way on purpose.
      "@typescript-eslint/require-await": "off",
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
  {
    // Vitest types its asymmetric matchers (`expect.objectContaining(…)`, `expect.any(…)`) as
    // `any`, so every expected object that uses one would be an "unsafe assignment".
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    // Plain JavaScript files (scripts, configs) are not in any tsconfig.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
