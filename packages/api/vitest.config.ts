import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Files take what they use as arguments (database, mailer, clock) and keep no module state,
    // so they can share one module graph instead of loading Prisma, PGlite and the routers again
    // for every file (the API's 38 files: 213 s → 120 s on 2 cores).
    isolate: false,
    // Migrates (and seeds) once per run; each test file gets a copy (see @wro/db/testing).
    globalSetup: ["@wro/db/testing"],
    // Each file builds its own databases; scrypt and the schema engine are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
