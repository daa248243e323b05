import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined | null;

/**
 * The header in which the production server (apps/site/server.ts) hands the caller's address
 * to the app. The server always replaces whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = "x-wro-client-address";

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The caller's address for rate limiting, as the production server resolved it. Never read
 * from X-Forwarded-For here: only the server knows which proxies are trusted.
 */
export function clientIp(headers: HeaderSource): string | undefined {
  return header(headers, CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}

/** Which peers may speak for the client through X-Forwarded-For. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Reads TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's names (`loopback`,
 * `linklocal`, `uniquelocal`), separated by commas. Empty: no proxy is trusted, and the
 * socket's address is the client's. Throws a readable error on a value it cannot use.
 */
export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES is not a list of addresses or ranges: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * The client's address for a request reaching this server: the socket's peer, or — when that
 * peer is a trusted proxy — the nearest X-Forwarded-For entry no trusted proxy added.
 */
export function resolveClientAddress(request: IncomingMessage, trust: ProxyTrust): string | undefined {
  if (!request.socket.remoteAddress) return undefined;
  return proxyAddr(request, trust);
}
