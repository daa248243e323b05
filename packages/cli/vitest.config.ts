import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Migrates (and seeds) once per run; each test file gets a copy (see @wro/db/testing).
    globalSetup: ["@wro/db/testing"],
    // Each file builds its own database; scrypt and the schema engine are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
