import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // `@/…` as in tsconfig.json.
    tsconfigPaths: true,
    // Tests run server modules outside React's server environment, which `server-only` guards.
    alias: { "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)) },
  },
  test: {
    // Migrates (and seeds) once per run; each test file gets a copy (see @wro/db/testing).
    globalSetup: ["@wro/db/testing"],
    // Each file builds its own database; the schema engine and sharp are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
