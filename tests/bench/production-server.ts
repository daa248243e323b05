import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Starts the built site on a fresh embedded database (the same way the browser tests do)
 * and resolves once it answers. With `databaseUrl`, on that (empty) PostgreSQL database instead.
 */
export async function startProductionServer(
  port: number,
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<{ baseUrl: string; stop(): void }> {
  const server: ChildProcess = spawn("node", [fileURLToPath(new URL("../e2e/server.ts", import.meta.url))], {
    env: { ...process.env, PORT: String(port), ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("The production server did not start within two minutes.");
}
