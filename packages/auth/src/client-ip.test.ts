import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.ts";

describe("clientIp", () => {
  it("takes the address our proxy appended, not the ones the client claimed", () => {
    expect(clientIp({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" })).toBe("203.0.113.7");
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to unknown", () => {
    expect(clientIp({ "x-real-ip": " 198.51.100.2 " })).toBe("198.51.100.2");
    expect(clientIp({})).toBeUndefined();
    expect(clientIp(undefined)).toBeUndefined();
  });
});
