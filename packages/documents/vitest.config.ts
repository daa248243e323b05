import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The PDF tests run poppler and decode QR codes from whole rendered pages: under the whole
    // suite on a busy 2-core host one took 5.4 s, past Vitest's default of 5.
    testTimeout: 60_000,
  },
});
