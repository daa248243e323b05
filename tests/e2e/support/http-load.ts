// Load as a load balancer puts it on the site, for the scale test's shutdown under load: many
// keep-alive connections, each asking again as soon as it is answered, and a tally of every
// answer that was not a 200 (a status, or a socket error such as a reset connection).
import { Agent, request as httpRequest } from "node:http";
import { createServer } from "node:net";

/** Starts `connections` clients asking for `path` on 127.0.0.1:`port` until `stop` is called. */
export function startKeepAliveLoad(port: number, path: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tally = { ok: 0, failed: [] as string[] };
  let stopping = false;
  const get = () =>
    new Promise<void>((resolve) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, agent }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) tally.ok++;
          else tally.failed.push(`status ${response.statusCode}`);
          resolve();
        });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        tally.failed.push(error.code ?? error.message);
        resolve();
      });
      request.end();
    });
  const client = async () => {
    while (!stopping) await get();
  };
  const clients = Array.from({ length: connections }, client);
  return {
    tally,
    /** Lets every client finish its request in flight, then closes the connections. */
    async stop() {
      stopping = true;
      await Promise.all(clients);
      agent.destroy();
    },
  };
}

/** Resolves once a new server could listen on the port, that is when no process holds it. */
export const listenOnce = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
