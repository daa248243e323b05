// Starts the built site for the browser tests on a fresh embedded database with the demo content.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { e2eAdmin } from "./support/admin-account.ts";
import { e2eOrganizerEmail, smtpPeerPort } from "./support/mail.ts";

// One folder per port: the browser tests run a server per worker.
const dataDir = fileURLToPath(new URL(`./.data/${process.env.PORT}/`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const siteUrl = `http://127.0.0.1:${process.env.PORT}`;
const env = {
  ...process.env,
  WRO_DATA_DIR: dataDir,
  // The embedded database unless a caller (the API benchmark) names a PostgreSQL one.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  SITE_URL: siteUrl,
  NEXTAUTH_URL: siteUrl,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  AUTH_SECURE_COOKIES: "false",
  ADMIN_NATIONAL_ID: e2eAdmin.nationalId,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  // Mail goes to the SMTP peer the mail tests start (nothing listens there otherwise: the
  // send fails and is logged, as it would with a mail server down).
  SMTP_URL: `smtp://127.0.0.1:${smtpPeerPort(Number(process.env.PORT))}`,
  MAIL_FROM: "WRO Saudi Arabia <no-reply@wro.test>",
  ORGANIZER_EMAIL: e2eOrganizerEmail,
  // The access log of every request would drown the test report; warnings and errors stay.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

const setup = spawnSync("pnpm", ["--filter", "@wro/cli", "run", "wro", "migrate", "--seed"], {
  stdio: "inherit",
  env,
});
if (setup.status !== 0) process.exit(setup.status ?? 1);

const server = spawn("pnpm", ["--filter", "@wro/site", "run", "start"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
