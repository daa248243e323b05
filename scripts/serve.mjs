// `npm start`: build, prepare the database, and serve the site with the admin app on one origin.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const port = process.env.PORT || "3000";
const host = process.env.HOST || "127.0.0.1";
const siteUrl = process.env.SITE_URL || `http://${host}:${port}`;

/** A session secret made once per installation and kept with its data, unless AUTH_SECRET is set. */
function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = resolve(process.env.WRO_DATA_DIR || ".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

function step(args) {
  const result = spawnSync("pnpm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Turbo skips what has not changed since the last start (the generated clients, the build).
step(["exec", "turbo", "run", "build", "--filter=@wro/site", "--output-logs=errors-only"]);
step(["--silent", "wro", "migrate", "--seed"]);

const base = siteUrl.replace(/\/$/, "");
console.log(`
  WRO Saudi Arabia is running:
    site   ${base}/          (Arabic: ${base}/ar/)
    admin  ${base}/admin/
  Stop with Ctrl+C; data stays in .data/ (or in DATABASE_URL) for the next start.
`);

// The server itself, not through pnpm, so that our signals reach it: on Ctrl+C or SIGTERM it
// finishes the requests in flight and exits, and nothing is left holding the port.
const server = spawn(process.execPath, ["server.ts"], {
  stdio: "inherit",
  cwd: resolve("apps/site"),
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: host,
    SITE_URL: siteUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || siteUrl,
    AUTH_SECRET: authSecret(),
    // Secure cookies need https; a plain-http local start would otherwise never keep a session.
    AUTH_SECURE_COOKIES: process.env.AUTH_SECURE_COOKIES || String(siteUrl.startsWith("https:")),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
