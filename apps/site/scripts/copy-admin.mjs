// The admin SPA is served by this site under /admin/ (same origin: cookies and /api just work).
// Its build output is copied before `next build`: the assets into public/admin/, served as
// static files, and its index.html into admin-shell/, outside public/, so that the only way
// to it is the route that applies the admin guard first (app/admin/[[...path]]/route.ts).
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../../admin/dist/", import.meta.url));
const to = fileURLToPath(new URL("../public/admin/", import.meta.url));
const shell = fileURLToPath(new URL("../admin-shell/", import.meta.url));
if (!existsSync(from)) {
  console.error("The admin app is not built (apps/admin/dist). Run `pnpm build` from the repository root.");
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
rmSync(shell, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
mkdirSync(shell);
renameSync(`${to}index.html`, `${shell}index.html`);
