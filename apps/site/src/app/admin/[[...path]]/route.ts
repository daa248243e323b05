import { readFile } from "node:fs/promises";
import { join } from "node:path";

// The admin SPA is built into public/admin/: its assets are served as static files, and every
// other path under /admin/ gets its index.html so the SPA's router can take over.
let indexHtml: Promise<string> | undefined;

export async function GET() {
  indexHtml ??= readFile(join(process.cwd(), "public/admin/index.html"), "utf8");
  return new Response(await indexHtml, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
