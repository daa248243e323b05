// Starts the built site for the browser tests on a fresh embedded database with the demo content.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startMoyasarDouble } from "../../packages/api/src/testing/moyasar-double.ts";
import { e2eAdmin, e2eFinanceAdmin, e2eOrganizer } from "./support/admin-account.ts";
import { e2eOrganizerEmail, smtpPeerPort } from "./support/mail.ts";

// One folder per port: the browser tests run a server per worker.
const dataDir = fileURLToPath(new URL(`./.data/${process.env.PORT}/`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const siteUrl = `http://127.0.0.1:${process.env.PORT}`;
// Fees are paid through a double of Moyasar that speaks its API, serves its hosted payment page
// and posts its webhook to this server, as Moyasar would (tests/payments/registration.spec.ts).
const moyasar = await startMoyasarDouble({ webhookUrl: `${siteUrl}/api/payments/moyasar/webhook` });
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
  MOYASAR_SECRET_KEY: moyasar.secretKey,
  MOYASAR_API_BASE: moyasar.apiBase,
  MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
  // Notifications go to the push service double the push tests start on this machine
  // (tests/public/push.spec.ts); a site at a public address refuses this setting.
  PUSH_ALLOW_LOOPBACK: "true",
  // The access log of every request would drown the test report; warnings and errors stay.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

const wro = (...args: string[]) =>
  spawnSync("pnpm", ["--filter", "@wro/cli", "run", "wro", ...args], { stdio: "inherit", env });

const setup = wro("migrate", "--seed");
if (setup.status !== 0) process.exit(setup.status ?? 1);
// A second admin with the finance permission (the seeded first admin has it too, but signs in
// with a password only, which every other test relies on); support/finance-admin.ts enrols its
// two-step sign-in, keeping the secret in this data folder.
const financeAdmin = wro(
  "admin:create",
  "--national-id",
  e2eFinanceAdmin.nationalId,
  "--email",
  e2eFinanceAdmin.email,
  "--password",
  e2eFinanceAdmin.password,
  "--name",
  e2eFinanceAdmin.name,
  "--finance",
);
if (financeAdmin.status !== 0) process.exit(financeAdmin.status ?? 1);
const organizer = wro(
  "organizer:create",
  "--national-id",
  e2eOrganizer.nationalId,
  "--email",
  e2eOrganizer.email,
  "--password",
  e2eOrganizer.password,
  "--name",
  e2eOrganizer.name,
);
if (organizer.status !== 0) process.exit(organizer.status ?? 1);

const server = spawn("pnpm", ["--filter", "@wro/site", "run", "start"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => void moyasar.close().then(() => process.exit(code ?? 0)));
