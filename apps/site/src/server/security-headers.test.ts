import { describe, expect, it } from "vitest";
import { securityHeaders, securityHeadersFor, STORED_FILE_CSP } from "./security-headers.ts";

const directive = (headers: Record<string, string>, name: string) =>
  headers["content-security-policy"]!.split("; ").find((part) => part.startsWith(`${name} `));

describe("security headers", () => {
  it("let pages show images from this site only, unless UploadThing keeps them", () => {
    expect(directive(securityHeaders("https://wro.example"), "img-src")).toBe("img-src 'self' data: blob:");
    expect(directive(securityHeaders("https://wro.example", { uploadThing: true }), "img-src")).toBe(
      "img-src 'self' data: blob: https://*.ufs.sh https://utfs.io",
    );
  });

  it("sandbox stored files and leave every other answer's policy alone", () => {
    const site = securityHeaders("https://wro.example");
    expect(securityHeadersFor(site, "/uploads/flags/sa.svg")).toEqual({
      ...site,
      "content-security-policy": STORED_FILE_CSP,
    });
    expect(STORED_FILE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    for (const path of ["/", "/ar/", "/api/partners/", "/administration/", "/_next/static/x.js"])
      expect(securityHeadersFor(site, path)).toBe(site);
  });

  it("let the back office (its gate screen) use this origin's camera and a QR decoder's blob worker, nothing else", () => {
    const site = securityHeaders("https://wro.example");
    const admin = securityHeadersFor(site, "/admin/gate");
    expect(admin["permissions-policy"]).toContain("camera=(self)");
    expect(admin["permissions-policy"]).toContain("microphone=()");
    expect(directive(admin, "worker-src")).toBe("worker-src 'self' blob:");
    expect(directive(admin, "script-src")).toBe(directive(site, "script-src"));
    expect(site["permissions-policy"]).toContain("camera=()");
    expect(directive(site, "worker-src")).toBeUndefined();
  });
});
