import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The reverse-proxy configuration the product ships (README, "Caching and the reverse proxy"). */
const shippedConfig = fileURLToPath(new URL("../../../deploy/nginx/wro-site.conf", import.meta.url));
const siteDir = fileURLToPath(new URL("../../../apps/site/", import.meta.url));

/**
 * The include that sends a page file's headers (deploy/nginx/wro-site.page-headers.conf), as
 * the site generates it for the sites of the tests and benchmarks (plain http, no UploadThing).
 */
function pageHeadersInclude(siteUrl: string): string {
  return execFileSync(process.execPath, ["scripts/nginx-page-headers.ts"], {
    cwd: siteDir,
    env: { ...process.env, SITE_URL: siteUrl, UPLOADTHING_TOKEN: "" },
    encoding: "utf8",
  });
}

/** Installs Debian's nginx-light and wrk when the machine lacks them (the benchmark needs both). */
export function ensureTools() {
  const missing = ["nginx", "wrk"].filter(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(" and ")} (apt-get install nginx-light wrk) …`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light", "wrk"], { stdio: "inherit" });
}

/** A running nginx started from a configuration of ours (unprivileged, files in `dir`). */
export interface Nginx {
  baseUrl: string;
  /** Where it writes its warnings and errors. */
  errorLog: string;
  stop(): void;
}

async function startNginx(dir: string, port: number, http: string, workerConnections = 4096): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "nginx.conf");
  const errorLog = join(dir, "error.log");
  writeFileSync(
    config,
    `worker_processes auto;
pid ${join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections ${workerConnections}; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
${http}
}
`,
  );
  execFileSync("nginx", ["-c", config, "-p", dir]);
  const nginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    errorLog,
    stop: () => {
      spawnSync("nginx", ["-c", config, "-p", dir, "-s", "stop"]);
    },
  };
  // The master process returns before its workers accept connections.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await (await fetch(nginx.baseUrl)).arrayBuffer();
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  nginx.stop();
  throw new Error(`nginx did not answer on port ${port}; see ${errorLog}`);
}

/**
 * The shipped configuration in front of the site's instances on `upstreamPorts`, listening on
 * `port`. `workerConnections`: each worker's, for thousands of held connections (a live results
 * stream takes two: the client's and the upstream's). `pageFiles`: the instances'
 * PAGE_FILES_DIR (without it, a folder of its own that stays empty), nginx's public page files.
 */
export function startShippedProxy(
  dir: string,
  port: number,
  upstreamPorts: number[],
  {
    workerConnections,
    pageFiles = join(dir, "pages"),
  }: { workerConnections?: number; pageFiles?: string } = {},
): Promise<Nginx> {
  const upstreams = upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join("\n    ");
  mkdirSync(dir, { recursive: true });
  const pageHeaders = join(dir, "page-headers.conf");
  writeFileSync(pageHeaders, pageHeadersInclude(`http://127.0.0.1:${upstreamPorts[0]}`));
  const shipped = readFileSync(shippedConfig, "utf8")
    .replace("/var/cache/nginx/wro", join(dir, "cache"))
    .replace("server 127.0.0.1:3000;", upstreams)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("root /var/lib/wro/pages;", `root ${pageFiles};`)
    .replace("include /etc/nginx/wro-site.page-headers.conf;", `include ${pageHeaders};`);
  for (const expected of [join(dir, "cache"), upstreams, `:${port};`, `root ${pageFiles};`, pageHeaders]) {
    if (!shipped.includes(expected)) throw new Error(`deploy/nginx/wro-site.conf changed shape: ${expected}`);
  }
  return startNginx(dir, port, shipped, workerConnections);
}

/**
 * The reference: nginx serving files from `root` as a static site, precompressed (`gzip_static`:
 * index.html.gz beside index.html), with the open-file cache the shipped configuration also
 * uses: the fastest a page can be served.
 *
 * With `cacheControl`, it serves them as a bare upstream for a cache: that Cache-Control and no
 * validators (ETag, Last-Modified), so nginx's cache in front stores only the type, the coding
 * and the Cache-Control with each page.
 */
export function startStaticServer(
  dir: string,
  port: number,
  root: string,
  { cacheControl }: { cacheControl?: string } = {},
): Promise<Nginx> {
  const upstream = cacheControl
    ? `
    etag off;
    add_header Last-Modified "";
    add_header Cache-Control "${cacheControl}";`
    : "";
  return startNginx(
    dir,
    port,
    `  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    open_file_cache max=10000 inactive=60s;${upstream}
  }`,
  );
}
