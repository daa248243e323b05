import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file builds its own database; scrypt and the schema engine are CPU-heavy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
