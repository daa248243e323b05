// `node --test scripts/`: how `npm test` finds the Chromium its browser tests drive.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { canInstall, findChromium, INSTALL_HINT } from "./chromium.mjs";

const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder holding stand-in executables that print a version, as Chromium does. */
function binFolder(...names) {
  const folder = mkdtempSync(join(tmpdir(), "wro-chromium-"));
  folders.push(folder);
  chmodSync(folder, 0o755);
  for (const name of names) {
    writeFileSync(join(folder, name), "#!/bin/sh\necho 'Chromium 156.0.8078.73'\n");
    chmodSync(join(folder, name), 0o755);
  }
  return folder;
}

test("a machine with only Debian's full chromium uses it", () => {
  const bin = binFolder("chromium");
  assert.deepEqual(findChromium({ PATH: `/nonexistent:${bin}` }), { path: join(bin, "chromium") });
});

test("the headless shell is preferred when both are installed", () => {
  const bin = binFolder("chromium", "chromium-headless-shell");
  assert.deepEqual(findChromium({ PATH: bin }), { path: join(bin, "chromium-headless-shell") });
});

test("CHROMIUM_PATH wins, and one that does not start is reported, not replaced", () => {
  const bin = binFolder("my-chrome", "chromium");
  assert.deepEqual(findChromium({ PATH: bin, CHROMIUM_PATH: join(bin, "my-chrome") }), {
    path: join(bin, "my-chrome"),
  });
  const broken = findChromium({ PATH: bin, CHROMIUM_PATH: join(bin, "missing") });
  assert.match(broken.problem, /CHROMIUM_PATH=.*missing/);
});

test("a file that does not answer its version is not usable", () => {
  const bin = binFolder();
  writeFileSync(join(bin, "chromium"), "#!/bin/sh\nexit 127\n");
  chmodSync(join(bin, "chromium"), 0o755);
  assert.deepEqual(findChromium({ PATH: bin }), { problem: INSTALL_HINT });
});

test("only root with apt-get may install it", () => {
  const bin = binFolder("apt-get");
  assert.equal(canInstall({ PATH: bin }, 0), true);
  assert.equal(canInstall({ PATH: bin }, 1000), false);
  assert.equal(canInstall({ PATH: binFolder() }, 0), false);
});

test("npm test without Chromium and without root stops at once with the install hint", (t) => {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  // Only node on PATH; as root, run the command as an unprivileged user, as on a user's machine.
  const bin = binFolder();
  symlinkSync(process.execPath, join(bin, "node"));
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const readable = spawnSync("test", ["-r", join(root, "scripts/toolchain.mjs")], asUser).status === 0;
  if (!readable) return t.skip("the checkout is not readable by an unprivileged user");
  const run = spawnSync(join(bin, "node"), [join(root, "scripts/toolchain.mjs"), "test:all"], {
    ...asUser,
    cwd: tmpdir(),
    encoding: "utf8",
    env: { PATH: bin, HOME: tmpdir() },
    timeout: 30_000,
  });
  assert.equal(run.status, 1, run.error?.message ?? run.stderr);
  assert.equal(run.stderr.trim(), INSTALL_HINT);
  assert.doesNotMatch(run.stdout, /fetching|install/i);
});
