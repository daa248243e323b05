// The production server: Next's request handler behind a thin layer every request passes.
// - The caller's address is resolved here, from the socket and TRUSTED_PROXIES only, and handed
//   to the app in one header that replaces whatever the client sent under that name.
// - Every request gets an id (a sane x-request-id from a proxy in front is kept), returned.
// - Every answer carries the security headers; methods the site never serves answer 405.
// - A GET of a public list of the legacy REST API (/api/partners/?status=true …) that this
//   process has already answered is sent straight from the in-memory cache the API fills and
//   admin writes clear. Everything else goes through Next as usual.
import { createServer, type IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress } from "@wro/auth/client-address";
import { cachedLegacyAnswer } from "@wro/api/legacy-cache";
import { REQUEST_ID_HEADER, requestIdOf } from "@wro/api/request-id";
import next from "next";
import { env } from "./src/env.ts";
import { securityHeaders } from "./src/server/security-headers.ts";

const { HOST: hostname, PORT: port } = env;
const trust = parseTrustedProxies(env.TRUSTED_PROXIES);
const headers = securityHeaders(env.SITE_URL);
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** A fresh cached answer for this request, or undefined. Never throws on a strange URL. */
function cachedAnswer(method: string | undefined, path: string | undefined) {
  if (method !== "GET" || !path?.startsWith("/api/")) return undefined;
  try {
    return cachedLegacyAnswer(new URL(path, "http://localhost"));
  } catch {
    return undefined;
  }
}

/** Replaces the headers only this server may set. */
function stamp(request: IncomingMessage): string {
  const id = requestIdOf(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = id;
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(request, trust);
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  return id;
}

createServer((request, response) => {
  const id = stamp(request);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader(REQUEST_ID_HEADER, id);
  if (!SERVED_METHODS.has(request.method ?? "")) {
    response.writeHead(405, { allow: [...SERVED_METHODS].join(", "), "content-length": 0 }).end();
    return;
  }
  const answer = cachedAnswer(request.method, request.url);
  if (answer) {
    const length = Buffer.byteLength(answer.text);
    response.writeHead(answer.status, { ...answer.headers, "content-length": length }).end(answer.text);
    return;
  }
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`WRO Saudi Arabia site ready on http://${hostname}:${port}`);
});
