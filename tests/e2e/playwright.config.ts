import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./support/chromium.ts";

// Each worker has its own production server on its own fresh database, so workers share no
// state and any spec file can run beside any other. A worker's site, its SMTP peer (+1000) and
// the scale test's instances (+10 to +15) sit 20 ports above the previous worker's.
const workers = Number(process.env.E2E_WORKERS || Math.min(4, availableParallelism()));
const sitePort = (parallelIndex: number) => Number(process.env.E2E_PORT || 3100) + 20 * parallelIndex;
// Playwright loads this file again in every worker process, after setting that worker's index.
export const port = sitePort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const baseURL = `http://127.0.0.1:${port}`;

// Browser tests run in Debian's Chromium (never a downloaded one) against the production
// build, served with its own fresh embedded database so runs never touch a developer's data.
// They use Chromium's headless shell, as Playwright does by default: the same engine without the
// browser's profile machinery, so each test's fresh context costs about a third of the CPU
// (on 2 cores the suite is CPU-bound: three spec files took 3.9 min instead of 6.6).
export default defineConfig({
  testDir: "tests",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // An action that cannot find its element fails in seconds, naming it, instead of running
    // out the whole test's time.
    actionTimeout: 15_000,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one
    // for every test, to keep it on failure, cost about a quarter of the suite's time (screencast
    // frames and DOM snapshots at every step). Locally, `--trace on` records them.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The site's service worker (the offline guide) saves seven pages and their files in every
    // fresh context that opens a page: the specs of the worker itself allow it
    // (public/offline.spec.ts, public/push.spec.ts); the others would only double their load.
    serviceWorkers: "block",
    launchOptions: {
      // `npm test` finds one before anything else runs (scripts/chromium.mjs) and passes it here.
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, parallelIndex) => ({
    command: "node server.ts",
    url: `http://127.0.0.1:${sitePort(parallelIndex)}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: { PORT: String(sitePort(parallelIndex)) },
  })),
});
