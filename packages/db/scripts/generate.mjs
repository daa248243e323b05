// `prisma generate` without Prisma's native schema engine: the CLI only checks that the
// binary it would download exists, so we point it at a file that does (generation itself
// does not run the engine). Our own engine is the WebAssembly one (src/migrations).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const result = spawnSync("prisma", ["generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
