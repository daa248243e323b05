import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Migrates (and seeds) once per run; each test file gets a copy (see @wro/db/testing).
    globalSetup: ["./src/testing.ts"],
    // Each file builds its own databases; the schema engine and PGlite copies are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
