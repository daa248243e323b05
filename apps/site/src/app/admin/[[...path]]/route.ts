import { readFile } from "node:fs/promises";
import { join } from "node:path";

// The admin SPA is built into public/admin/: its assets are served as static files, and every
// other path under /admin/ gets its index.html so the SPA's router can take over.
const readIndex = () => readFile(join(process.cwd(), "public/admin/index.html"), "utf8");
let indexHtml: Promise<string> | undefined;

export async function GET() {
  // Read once in production; in development the admin is rebuilt while the server runs.
  const html = process.env.NODE_ENV === "production" ? (indexHtml ??= readIndex()) : readIndex();
  return new Response(await html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
