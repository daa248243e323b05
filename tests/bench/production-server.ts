import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

type Server = { baseUrl: string; stop(): void };

/**
 * Starts the built site on a fresh embedded database (the same way the browser tests do)
 * and resolves once it answers. With `databaseUrl`, on that (empty) PostgreSQL database instead;
 * with `pageFilesDir`, writing its public pages there as files for nginx (PAGE_FILES_DIR).
 */
export function startProductionServer(
  port: number,
  { databaseUrl, pageFilesDir }: { databaseUrl?: string; pageFilesDir?: string } = {},
): Promise<Server> {
  return startServer("node", [fileURLToPath(new URL("../e2e/server.ts", import.meta.url))], port, {
    PORT: String(port),
    ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
    ...(pageFilesDir ? { PAGE_FILES_DIR: pageFilesDir } : {}),
  });
}

/** Runs `command` (a server listening on `port`) and resolves once it answers `/`. */
export async function startServer(
  command: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port would answer for this one and be measured in its place.
  const taken = await fetch(baseUrl).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken: stop what answers at ${baseUrl} first.`);
  const server: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      // The whole process group: the command's own children too.
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error; // all gone already
    }
  };
  for (let attempt = 0; attempt < 240 && server.exitCode === null; attempt++) {
    const up = await fetch(`${baseUrl}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  const why = server.exitCode === null ? "did not answer within two minutes" : `exited (${server.exitCode})`;
  throw new Error(`${command} ${args.join(" ")} ${why} on port ${port}.`);
}
