import { describe, expect, it } from "vitest";
import { assetsIn, guideUrls, isGuidePage, localeOfPath } from "./guide.ts";

const origin = "https://wro.example";
const at = (path: string) => new URL(path, origin);

describe("the offline guide's pages", () => {
  it("are the hall's pages, in both languages", () => {
    for (const path of [
      "/",
      "/scheduale/",
      "/event-details/",
      "/general-information/",
      "/Hotels/",
      "/hotels/",
    ])
      for (const prefix of ["", "/ar"])
        expect(isGuidePage(at(`${prefix}${path}`)), `${prefix}${path}`).toBe(true);
    expect(isGuidePage(at("/ar"))).toBe(true);
    expect(isGuidePage(at("/transportation/?utm_source=qr"))).toBe(true);
  });

  it("never include the admin, accounts, sign-in, secrets or the API", () => {
    for (const path of [
      "/admin/",
      "/admin/gate",
      "/account/",
      "/ar/account/",
      "/account/registration/",
      "/signin/",
      "/ar/signin/",
      "/forgot-password/",
      "/reset-password/",
      "/team-registration/",
      "/verify/WRO-1/",
      "/api/auth/session",
      "/api/trpc/faq.active",
      "/api/faq/",
      "/api/documents/badges",
      "/announcement-preview/1/",
      "/visa/",
      "/ar/admin/",
    ])
      expect(isGuidePage(at(path)), path).toBe(false);
  });

  it("are listed per language for filling the guide", () => {
    expect(guideUrls("ar", origin)).toEqual([
      `${origin}/ar/`,
      `${origin}/ar/scheduale/`,
      `${origin}/ar/event-details/`,
      `${origin}/ar/general-information/`,
      `${origin}/ar/Hotels/`,
      `${origin}/ar/transportation/`,
      `${origin}/ar/faq/`,
    ]);
    expect(guideUrls("en", origin)[1]).toBe(`${origin}/scheduale/`);
  });

  it("take their language from the path", () => {
    expect(localeOfPath("/ar/faq/")).toBe("ar");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/faq/")).toBe("en");
    expect(localeOfPath("/arrival-options/")).toBe("en");
  });
});

describe("a page's build files", () => {
  it("are found in its tags and in the React payload inlined in it, once each", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/0a1b.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/webpack-9f.js" async=""></script>',
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/app/page-77.js\\",\\"/_next/static/chunks/0a1b.css\\"]"])</script>',
      '<img src="/uploads/partners/a.png"/>',
    ].join("");
    expect(assetsIn(html, origin)).toEqual([
      `${origin}/_next/static/chunks/0a1b.css`,
      `${origin}/_next/static/chunks/webpack-9f.js`,
      `${origin}/_next/static/chunks/app/page-77.js`,
    ]);
  });
});
