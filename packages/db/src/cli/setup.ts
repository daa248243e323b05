// What `npm start` runs before building: apply migrations, fill an empty database with the
// demo content and the first admin, and remove stored files no record uses any more.
import { configuredTarget } from "../connection.ts";
import { legacyUploadsDir } from "../env.ts";
import { setUpDatabase } from "../setup.ts";

await setUpDatabase({ target: configuredTarget(), legacyUploadsDir, seed: true });
// Done: the migration engine (WebAssembly) leaves a ten-second timer behind that would keep
// the process, and the start that waits for it, alive for nothing.
process.exit(0);
