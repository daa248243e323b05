import { describe, expect, it } from "vitest";
import { fileUrl } from "./file-url.ts";

describe("fileUrl", () => {
  it("serves a storage path under /uploads/", () => {
    expect(fileUrl("partners/3f1c0a52-8e1b-4c57-a3f0-2b8f4a1d9c6e.png")).toBe(
      "/uploads/partners/3f1c0a52-8e1b-4c57-a3f0-2b8f4a1d9c6e.png",
    );
    expect(fileUrl("placeholder.png")).toBe("/uploads/placeholder.png");
    expect(fileUrl("/flags/sa.svg")).toBe("/uploads/flags/sa.svg");
  });

  it("encodes each segment of the path, and only the segments", () => {
    expect(fileUrl("partners/logo one#2?.png")).toBe("/uploads/partners/logo%20one%232%3F.png");
    expect(fileUrl("a/شعار.png")).toBe(`/uploads/a/${encodeURIComponent("شعار")}.png`);
  });

  it("keeps an absolute http(s) URL (a file UploadThing keeps) as it is", () => {
    const uploadThing = "https://abc123.ufs.sh/f/Xk3pQ9uL2mN7";
    expect(fileUrl(uploadThing)).toBe(uploadThing);
    expect(fileUrl("http://files.example.org/logo.png")).toBe("http://files.example.org/logo.png");
    expect(fileUrl("HTTPS://files.example.org/logo.png")).toBe("HTTPS://files.example.org/logo.png");
  });

  it("never makes an absolute or scheme URL out of a path", () => {
    expect(fileUrl("//evil.example/x.png")).toBe("/uploads/evil.example/x.png");
    expect(fileUrl("javascript:alert(1)")).toBe("/uploads/javascript%3Aalert(1)");
  });
});
