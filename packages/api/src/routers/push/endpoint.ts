import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { AppError } from "@wro/constants";
import { env } from "../../env.ts";
import { pushMessages } from "./schemas.ts";

// A subscription's endpoint is a URL the server POSTs to, chosen by whoever subscribes: without
// a guard, a stranger could make every announcement send requests into our own network. So an
// endpoint is an https URL on the default port whose host is no private or local address —
// checked when it is stored, and again when each connection is made (a name may resolve to a
// private address, or change to one later).

/** Addresses no push service has: loopback, private, link-local, shared, multicast, reserved. */
const unreachable = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  unreachable.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  unreachable.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP) may be a push service's: a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // IPv4 written as IPv6 (::ffff:127.0.0.1): kept out as a whole. (Not a BlockList rule, which
  // would match every IPv4 address too.)
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !unreachable.check(address, family === 4 ? "ipv4" : "ipv6");
}

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

export interface EndpointPolicy {
  /** http://127.0.0.1, localhost or [::1] accepted: the tests' push peer. */
  allowLoopback: boolean;
}

/** The deployment's policy: loopback only outside production, or when PUSH_ALLOW_LOOPBACK says so. */
export const configuredEndpointPolicy = (): EndpointPolicy => ({
  allowLoopback: env.PUSH_ALLOW_LOOPBACK ?? env.NODE_ENV !== "production",
});

const isLoopback = (url: URL) => loopbackHosts.has(url.hostname);

/** Whether the server may send to `endpoint` (before any name is resolved). */
export function endpointAllowed(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.allowLoopback && isLoopback(url)) return url.protocol === "http:" || url.protocol === "https:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPublicAddress(host);
  // A name without a dot (an intranet host) or under a local-only suffix is no push service.
  return host.includes(".") && !/\.(localhost|local|internal|lan|home\.arpa)$/i.test(host);
}

/** Refuses an endpoint the server may not send to (`endpointAllowed`). */
export function checkEndpoint(endpoint: string, policy: EndpointPolicy): void {
  if (!endpointAllowed(endpoint, policy))
    throw new AppError("invalidInput", { message: pushMessages.pushEndpointRefused, field: "endpoint" });
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `dns.lookup` for connections to push services: a name that resolves to any non-public address
 * fails, so neither a crafted name nor a later change of its records reaches our network.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to ${refused?.address ?? "no address"}, which is not a public address`,
      );
      failure.code = "EPUSHADDRESS";
      return callback(failure, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
