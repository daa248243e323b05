// Applies pending migrations to the configured database (PGlite by default, DATABASE_URL
// otherwise), under the same lock as every instance's start: for deployments that migrate
// once before starting their instances.
import { configuredTarget } from "../connection.ts";
import { legacyUploadsDir } from "../env.ts";
import { setUpDatabase } from "../setup.ts";

await setUpDatabase({ target: configuredTarget(), legacyUploadsDir, seed: false });
// Done: the migration engine (WebAssembly) leaves a ten-second timer behind that would keep
// the process alive for nothing.
process.exit(0);
