import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

type Server = { baseUrl: string; stop(): void };

/**
 * Starts the built site on a fresh embedded database (the same way the browser tests do)
 * and resolves once it answers. With `databaseUrl`, on that (empty) PostgreSQL database instead.
 */
export function startProductionServer(
  port: number,
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<Server> {
  return startServer("node", [fileURLToPath(new URL("../e2e/server.ts", import.meta.url))], port, {
    PORT: String(port),
    ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
  });
}

/** Runs `command` (a server listening on `port`) and resolves once it answers `/`. */
export async function startServer(
  command: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const server: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
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
  throw new Error(`${command} ${args.join(" ")} did not answer on port ${port} within two minutes.`);
}
