import { describe, expect, it } from "vitest";
import { startPushService } from "../../testing/push-service.ts";
import { endpointAllowed, isPublicAddress, publicOnlyLookup } from "./endpoint.ts";
import { retryAfterMs, sendPush } from "./sender.ts";

const production = { allowLoopback: false };
const tests = { allowLoopback: true };

describe("the endpoints the server sends to", () => {
  it("are https push services at public addresses in production", () => {
    const allowed = [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx9",
      "https://8.8.8.8/push",
      "https://[2001:4860:4860::8888]/push",
    ];
    const refused = [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:secret@fcm.googleapis.com/x",
      "https://127.0.0.1/push",
      "https://localhost/push",
      "http://127.0.0.1:4000/push",
      "https://10.1.2.3/push",
      "https://172.20.0.1/push",
      "https://192.168.1.1/push",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/x",
      "https://0.0.0.0/x",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[fe80::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://metadata/x",
      "https://printer.local/x",
      "https://db.internal/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ];
    expect(allowed.filter((url) => !endpointAllowed(url, production))).toEqual([]);
    expect(refused.filter((url) => endpointAllowed(url, production))).toEqual([]);
  });

  it("may be the tests' peer on this machine when the policy allows loopback, and nothing else private", () => {
    expect(endpointAllowed("http://127.0.0.1:4000/push/1", tests)).toBe(true);
    expect(endpointAllowed("http://localhost:4000/push/1", tests)).toBe(true);
    expect(endpointAllowed("http://10.0.0.1/push/1", tests)).toBe(false);
    expect(endpointAllowed("http://fcm.googleapis.com/x", tests)).toBe(false);
  });

  it("refuses at connection time a name that resolves to a private address", async () => {
    expect(isPublicAddress("127.0.0.1")).toBe(false);
    expect(isPublicAddress("1.1.1.1")).toBe(true);
    const resolved = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (error) => resolve(error)),
    );
    expect(resolved?.code).toBe("EPUSHADDRESS");
  });

  it("sends nothing to a refused endpoint, even one already stored", async () => {
    const peer = await startPushService();
    try {
      const browser = peer.subscribe();
      const vapid = { subject: "mailto:test@example.org", publicKey: "", privateKey: "" };
      expect(await sendPush(browser, "{}", { ttlSeconds: 60 }, { vapid, policy: production })).toBe("failed");
      expect(peer.attempts).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it("reads Retry-After in seconds or as a date", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Tue, 01 Jan 2030 00:00:10 GMT", now)).toBe(10_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
