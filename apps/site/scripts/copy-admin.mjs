// The admin SPA is served by this site under /admin/ (same origin: cookies and /api just work).
// Its build output is copied into public/admin before `next build`.
import { cpSync, existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../../admin/dist/", import.meta.url));
const to = fileURLToPath(new URL("../public/admin/", import.meta.url));
if (!existsSync(from)) {
  console.error("The admin app is not built (apps/admin/dist). Run `pnpm build` from the repository root.");
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
