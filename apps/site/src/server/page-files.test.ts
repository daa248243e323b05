import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  AHEAD_MS,
  createPageFiles,
  headersFingerprint,
  INTERVAL_MS,
  nginxPageHeaders,
  pageFileHeaders,
  pageFilesProblem,
  pageFolder,
  publicPageHeaders,
  type PageCodings,
} from "./page-files.ts";

// A page as the site sends it, with the headers of this one answer beside the page's own.
const siteHeaders = publicPageHeaders("https://wro.example", {});
const sent = {
  ...siteHeaders,
  "x-request-id": "5cdcd47c-b62c-4359-8137-854c57dbc4c5",
  "x-nextjs-cache": "HIT",
  "x-nextjs-stale-time": "300",
  "content-length": 9409,
  "content-encoding": "br",
};
const codings = (text: string): PageCodings => ({
  identity: Buffer.from(`<html>${text}</html>`),
  gzip: Buffer.from(`gzip of ${text}`),
  br: Buffer.from(`br of ${text}`),
});
const fingerprint = headersFingerprint(siteHeaders);

let dir: string;
let clock: number;
let errors: unknown[];
const files = (maxBytes = 1024 * 1024) =>
  createPageFiles(dir, { maxBytes, now: () => clock, onError: (error) => errors.push(error) });
/** Where a page's file of `name` is, in the folder of the ten seconds the clock is in. */
const fileOf = (folder: string, name = "index.html") =>
  join(dir, fingerprint, String(Math.floor(clock / INTERVAL_MS)), folder, name);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "wro-page-files-"));
  clock = 1_796_644_380_000;
  errors = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});

describe("pageFolder: the addresses nginx may answer from a file, as the folder its $uri names", () => {
  it("takes a page's address, decoded", () => {
    expect(pageFolder("/")).toBe("");
    expect(pageFolder("/ar/")).toBe("ar");
    expect(pageFolder("/announcements/robots-day/")).toBe("announcements/robots-day");
    expect(pageFolder("/ar/%D8%A7%D9%84%D8%AC%D8%A8%D9%8A%D9%84/")).toBe("ar/الجبيل");
  });

  it("refuses an address that is no page's, or could name another folder", () => {
    for (const url of [
      "/faq",
      "/sitemap.xml",
      "/faq/?lang=ar",
      "/faq/?",
      "//faq/",
      "/a/../faq/",
      "/a/%2E%2E/faq/",
      "/a%2Fb/",
      "/a%5Cb/",
      "/a%00/",
      "/%FF/",
      "faq/",
    ]) {
      expect(pageFolder(url), url).toBeUndefined();
    }
  });
});

describe("the headers a page's files go with", () => {
  it("are the page's own: not this answer's, nor how Next's cache answered it", () => {
    expect(pageFileHeaders(sent)).toEqual(siteHeaders);
  });

  it("name the folder: other headers, another folder", () => {
    expect(headersFingerprint(pageFileHeaders(sent))).toBe(fingerprint);
    const withUploadThing = publicPageHeaders("https://wro.example", { uploadThing: true });
    expect(headersFingerprint(withUploadThing)).not.toBe(fingerprint);
    expect(headersFingerprint(publicPageHeaders("http://127.0.0.1:3000", {}))).not.toBe(fingerprint);
  });

  it("are what nginx's include sends, under the fingerprint it looks in", () => {
    const include = nginxPageHeaders(siteHeaders, "the test");
    expect(include).toContain(`set $wro_page_headers ${fingerprint};`);
    expect(include).toContain('default_type "text/html; charset=utf-8";');
    const added = Object.fromEntries(
      [...include.matchAll(/^add_header (\S+) "(.*)";$/gm)].map(([, name, value]) => [name, value]),
    );
    const { "content-type": _type, ...rest } = siteHeaders;
    expect(added).toEqual(rest);
  });

  it("of the shipped include are the site's over https without UploadThing (regenerate it if not)", () => {
    const shipped = readFileSync(
      new URL("../../../../deploy/nginx/wro-site.page-headers.conf", import.meta.url),
      "utf8",
    );
    expect(shipped).toBe(nginxPageHeaders(siteHeaders, "a site served over https without UploadThing"));
  });

  it("refuse a value nginx would misread", () => {
    expect(() => nginxPageHeaders({ ...siteHeaders, link: '</a.css>; rel="preload"' }, "x")).toThrow(
      /cannot be given/,
    );
  });
});

describe("createPageFiles", () => {
  it("writes a page's three codings in the folder of the current ten seconds", async () => {
    const page = codings("faq");
    await files().write("/ar/faq/", sent, page);
    expect(readFileSync(fileOf("ar/faq"))).toEqual(page.identity);
    expect(readFileSync(fileOf("ar/faq", "index.html.gz"))).toEqual(page.gzip);
    expect(readFileSync(fileOf("ar/faq", "index.html.br"))).toEqual(page.br);
    // Nothing half-written is left beside them.
    expect(readdirSync(join(fileOf("ar/faq"), ".."))).toEqual([
      "index.html",
      "index.html.br",
      "index.html.gz",
    ]);
    expect(readdirSync(join(dir, ".writing"))).toEqual([]);
  });

  it("writes nothing for an address nginx must not answer from a file", async () => {
    await files().write("/faq/?page=2", sent, codings("faq"));
    await files().write("/feed.xml", sent, codings("feed"));
    expect(readdirSync(dir)).toEqual([]);
  });

  it("writes a page sent with other headers under their own fingerprint", async () => {
    await files().write("/faq/", { ...sent, link: "</a.css>; rel=preload" }, codings("faq"));
    expect(existsSync(fileOf("faq"))).toBe(false);
    expect(readdirSync(dir).filter((name) => name !== ".writing")).toHaveLength(1);
  });

  it("replaces a page whose text changed, and writes it again in the next ten seconds' folder", async () => {
    const pages = files();
    await pages.write("/faq/", sent, codings("old"));
    await pages.write("/faq/", sent, codings("new"));
    expect(readFileSync(fileOf("faq"), "utf8")).toBe("<html>new</html>");
    const first = fileOf("faq");
    clock += INTERVAL_MS;
    await pages.write("/faq/", sent, codings("new"));
    expect(fileOf("faq")).not.toBe(first);
    expect(readFileSync(fileOf("faq"), "utf8")).toBe("<html>new</html>");
  });

  it("in the last seconds of its ten, writes a page in the next ten seconds' folder too", async () => {
    const pages = files();
    await pages.write("/faq/", sent, codings("faq"));
    const next = join(dir, fingerprint, String(Math.floor(clock / INTERVAL_MS) + 1), "faq", "index.html");
    expect(existsSync(next)).toBe(false);
    clock += INTERVAL_MS - AHEAD_MS;
    await pages.write("/faq/", sent, codings("faq"));
    expect(readFileSync(next, "utf8")).toBe("<html>faq</html>");
  });

  it("removes the folders of earlier ten seconds, whichever instance wrote them", async () => {
    const pages = files();
    await pages.write("/faq/", sent, codings("faq"));
    const oldest = fileOf("faq");
    clock += INTERVAL_MS;
    await files().write("/faq/", sent, codings("faq"));
    const previous = fileOf("faq");
    clock += INTERVAL_MS;
    await pages.write("/faq/", sent, codings("faq"));
    expect(existsSync(oldest)).toBe(false);
    // The previous ten seconds' stay, for an nginx whose clock is a little behind.
    expect(existsSync(previous)).toBe(true);
    expect(existsSync(fileOf("faq"))).toBe(true);
  });

  it("removes what an instance that stopped left half-written", async () => {
    const writing = join(dir, ".writing");
    mkdirSync(writing);
    writeFileSync(join(writing, "left.index.html"), "half");
    utimesSync(join(writing, "left.index.html"), new Date(clock - 60_000), new Date(clock - 60_000));
    await files().write("/faq/", sent, codings("faq"));
    expect(readdirSync(writing)).toEqual([]);
  });

  it("on an admin write, removes every page at once, and a page being written does not land", async () => {
    const pages = files();
    await pages.write("/faq/", sent, codings("old"));
    const other = files();
    await other.write("/ar/", sent, codings("other instance's"));
    const writing = pages.write("/visa/", sent, codings("old"));
    pages.forget();
    expect(existsSync(fileOf("faq"))).toBe(false);
    expect(existsSync(fileOf("ar"))).toBe(false);
    await writing;
    expect(existsSync(fileOf("visa"))).toBe(false);
    // The next answer is written again.
    await pages.write("/faq/", sent, codings("new"));
    expect(readFileSync(fileOf("faq"), "utf8")).toBe("<html>new</html>");
  });

  it("writes at most maxBytes in one folder", async () => {
    const page = codings("faq");
    const size = page.identity.length + page.gzip.length + page.br.length;
    const pages = files(2 * size);
    for (const url of ["/seasons/a/", "/seasons/b/", "/seasons/c/"]) await pages.write(url, sent, page);
    expect(existsSync(fileOf("seasons/b"))).toBe(true);
    expect(existsSync(fileOf("seasons/c"))).toBe(false);
    clock += INTERVAL_MS;
    await pages.write("/seasons/c/", sent, page);
    expect(existsSync(fileOf("seasons/c"))).toBe(true);
  });

  it("says why a page could not be written, once in each ten seconds, and tries again in the next", async () => {
    writeFileSync(join(dir, fingerprint), "not a folder");
    const pages = files();
    const faq = codings("faq");
    await pages.write("/faq/", sent, faq);
    await pages.write("/ar/faq/", sent, codings("faq in Arabic"));
    expect(errors).toHaveLength(1);
    rmSync(join(dir, fingerprint));
    await pages.write("/faq/", sent, faq);
    expect(existsSync(fileOf("faq"))).toBe(false);
    clock += INTERVAL_MS;
    await pages.write("/faq/", sent, faq);
    expect(existsSync(fileOf("faq"))).toBe(true);
    errors = [];
  });
});

describe("pageFilesProblem: whether an instance can write its pages' files", () => {
  it("makes the folder it is given, and finds nothing wrong", () => {
    expect(pageFilesProblem(join(dir, "pages"))).toBeNull();
    expect(existsSync(join(dir, "pages"))).toBe(true);
  });

  it("says why it cannot write in a path that is a file", () => {
    writeFileSync(join(dir, "pages"), "not a folder");
    expect(pageFilesProblem(join(dir, "pages"))).toMatch(
      /^PAGE_FILES_DIR \(.*\/pages\) is not a folder this instance can write in: /,
    );
  });
});
