import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientIp, parseTrustedProxies, resolveClientAddress } from "./client-ip.ts";

/** A request as the server receives it, from `peer`, with these headers. */
function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  const message = new IncomingMessage(socket);
  message.headers = headers;
  return message;
}

describe("resolveClientAddress", () => {
  it("uses the socket's address and ignores X-Forwarded-For when no proxy is trusted", () => {
    const trust = parseTrustedProxies("");
    expect(resolveClientAddress(request("203.0.113.7", { "x-forwarded-for": "6.6.6.6" }), trust)).toBe(
      "203.0.113.7",
    );
  });

  it("believes X-Forwarded-For only as far as trusted proxies added to it", () => {
    const trust = parseTrustedProxies("127.0.0.1, 10.0.0.0/8");
    // The client claimed 6.6.6.6; our proxy (10.1.2.3) saw 203.0.113.7 and appended it.
    const via = request("127.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.1.2.3" });
    expect(resolveClientAddress(via, trust)).toBe("203.0.113.7");
    // A peer that is not a trusted proxy speaks only for itself.
    expect(resolveClientAddress(request("198.51.100.4", { "x-forwarded-for": "6.6.6.6" }), trust)).toBe(
      "198.51.100.4",
    );
  });

  it("refuses a TRUSTED_PROXIES value it cannot read, saying so", () => {
    expect(() => parseTrustedProxies("not-an-address")).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("clientIp", () => {
  it("reads only the address the server resolved, never a forwarded header", () => {
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.7" })).toBeUndefined();
    expect(clientIp(undefined)).toBeUndefined();
  });
});
