import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Served under /admin/ beside the public site.
  base: "/admin/",
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  // The manifest lets scripts/size.mjs tell what the first load downloads.
  build: { outDir: "dist", manifest: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    clearMocks: true,
    testTimeout: 30_000,
  },
});
