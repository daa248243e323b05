import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Files take what they use as arguments (the database) and keep no module state,
    // so they can share one module graph instead of loading Prisma and PGlite again
    // for every file (42 s → 33 s on 2 cores).
    isolate: false,
    // Migrates (and seeds) once per run; each test file gets a copy (see @wro/db/testing).
    globalSetup: ["@wro/db/testing"],
    // Each file builds its own databases; scrypt and the schema engine are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
