// Finds the Chromium the browser tests drive, before `npm test` spends minutes on anything else.
// Written for the oldest Node we meet (v20): plain ESM, no dependencies.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** Debian's packages, best first: the headless shell is the same engine at a third of the CPU. */
export const CHROMIUM_PACKAGES = ["chromium-headless-shell", "chromium"];

export const INSTALL_HINT =
  "npm test needs Chromium for its browser tests: install Debian's chromium-headless-shell (or chromium) " +
  "as root (apt-get install chromium-headless-shell), or set CHROMIUM_PATH to a Chromium executable.";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A binary that starts and says its version: a half-removed package is not usable. */
function answersVersion(path) {
  const result = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 15_000 });
  return result.status === 0 && /\d+\.\d+/.test(result.stdout);
}

/**
 * The Chromium to use: CHROMIUM_PATH when set (an unusable one is an error, not a fallback),
 * else the first of CHROMIUM_PACKAGES found on PATH. Answers `{ path }` or `{ problem }`.
 */
export function findChromium(
  env = process.env,
  usable = (path) => isExecutable(path) && answersVersion(path),
) {
  if (env.CHROMIUM_PATH) {
    return usable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { problem: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not a Chromium that starts.` };
  }
  for (const name of CHROMIUM_PACKAGES) {
    for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
      const path = join(dir, name);
      if (usable(path)) return { path };
    }
  }
  return { problem: INSTALL_HINT };
}

/** Root on a Debian-like machine may install the package itself, as `.ci/run` does. */
export function canInstall(env = process.env, uid = process.getuid?.()) {
  return uid === 0 && findOnPath("apt-get", env) !== undefined;
}

function findOnPath(name, env) {
  return (env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(isExecutable);
}

/**
 * The Chromium path for the browser tests, installing Debian's headless shell when there is
 * none and this process may; otherwise prints one line saying what to install and exits.
 */
export function requireChromium() {
  let found = findChromium();
  if (found.problem && !process.env.CHROMIUM_PATH && canInstall()) {
    console.log("> installing Chromium's headless shell for the browser tests (apt-get, one time)");
    const options = { stdio: "inherit" };
    const updated = spawnSync("apt-get", ["update", "-qq"], options).status === 0;
    if (updated) spawnSync("apt-get", ["install", "-y", "-qq", CHROMIUM_PACKAGES[0]], options);
    found = findChromium();
  }
  if (found.problem) {
    console.error(found.problem);
    process.exit(1);
  }
  return found.path;
}
