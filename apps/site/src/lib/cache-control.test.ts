import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CALLER_PAGES, SECRET_PAGES } from "./cache-control.ts";

// The shipped nginx (deploy/nginx/wro-site.conf) names the pages it passes through uncached in a
// regular expression of its own: nginx cannot read the site's list. A page added to one list and
// not the other would be kept by nginx for everyone (its Cache-Control keeps it out too, but the
// config is the second lock) or refused a cache it may use.
const shippedConfig = readFileSync(
  new URL("../../../../deploy/nginx/wro-site.conf", import.meta.url),
  "utf8",
);
const uncachedPages =
  /^\s*location ~ \^\(\/ar\)\?\/\(([\w|-]+)\)\(\/\|\$\) \{\n\s*proxy_pass http:\/\/wro_site;\n\s*proxy_cache off;/m;

describe("the shipped nginx passes the site's caller and secret pages through uncached", () => {
  it("names the same pages as the site, in both languages", () => {
    const named = shippedConfig.match(uncachedPages)?.[1]?.split("|");
    expect(named, "wro-site.conf's uncached-pages location, in its usual shape").toBeDefined();
    expect(named!.toSorted()).toEqual([...CALLER_PAGES, ...SECRET_PAGES].toSorted());
  });
});
