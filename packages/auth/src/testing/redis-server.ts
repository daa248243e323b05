import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const redisServerInstalled = () => spawnSync("sh", ["-c", "command -v redis-server"]).status === 0;

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A private redis-server for tests that take Redis away (stopping the shared one would disturb
 * every other test): on a free port, keeping nothing on disk. `kill` ends it as a crash does
 * (SIGKILL), `start` starts it again, empty, on the same port.
 */
export async function startRedisServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "wro-redis-"));
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      const started = spawn("redis-server", [...args, "--dir", dir], { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      started.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      started.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
      child = started;
    });
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
