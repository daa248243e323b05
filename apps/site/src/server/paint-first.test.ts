import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createPaintFirst } from "./paint-first.ts";

// A page as Next 16 writes it: stylesheets and async scripts in the head, a preload, the
// `noModule` polyfills, the bootstrap and the RSC payload in the body.
const page =
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/layout.css" data-precedence="next"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script>` +
  `<link rel="preload" href="/_next/static/chunks/not-found.css" as="style"/>` +
  `<title>WRO السعودية 2025</title><link rel="icon" href="/icon.svg"/>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><header><h1>WRO السعودية 2025</h1></header>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script>self.__next_f.push([1,"0:[\\"$\\",\\"link\\",{\\"href\\":\\"\\u003c/x\\"}]"])</script></body></html>`;

function build(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "paint-first-"));
  mkdirSync(join(dir, "chunks"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "chunks", name), text);
  return createPaintFirst(dir);
}

/** The elements the loader adds after the first paint, as it lists them. */
function deferred(html: string): [string, Record<string, string>][] {
  const json = /\}\)\((\[.*\])\)<\/script><\/body>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as [string, Record<string, string>][]) : [];
}

describe("a page reshaped to paint first", () => {
  const reshape = build({ "layout.css": ".header{position:sticky}", "page.css": ".hero{color:#fff}" });
  const html = reshape(page);
  const head = html.slice(0, html.indexOf("</head>"));

  it("carries its stylesheets inline, in their order, each followed by its link, disabled", () => {
    expect(head).toContain(
      `<style data-precedence="next" data-href="/_next/static/chunks/layout.css">.header{position:sticky}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/layout.css" data-precedence="next" disabled=""/>` +
        `<style data-precedence="next" data-href="/_next/static/chunks/page.css">.hero{color:#fff}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" disabled=""/>`,
    );
    // None is fetched or applied as a file.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(html.match(/ disabled=""/g)!.length);
  });

  it("loads its scripts and preloads only from the loader, in their order and with their attributes", () => {
    expect(html.match(/<script src="[^"]*" async=""/g)).toBeNull();
    expect(html).not.toContain('rel="preload"');
    expect(deferred(html)).toEqual([
      ["link", { rel: "preload", as: "script", fetchpriority: "low", href: "/_next/static/chunks/page.js" }],
      ["script", { src: "/_next/static/chunks/react.js", async: "" }],
      ["link", { rel: "preload", href: "/_next/static/chunks/not-found.css", as: "style" }],
      ["script", { src: "/_next/static/chunks/page.js", async: "" }],
    ]);
  });

  it("keeps everything else as it was: the polyfills, the inline scripts, the markup", () => {
    expect(head).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`);
    expect(head).toContain(`<title>WRO السعودية 2025</title><link rel="icon" href="/icon.svg"/>`);
    const body = page.slice(page.indexOf("<body>"), page.lastIndexOf(`<script src=`));
    expect(html).toContain(body);
    expect(html).toContain(`<script>self.__next_f.push([1,"0:[`);
  });

  it("links a stylesheet it cannot read, or whose text would end the style element", () => {
    const linked = build({ "page.css": "a::after{content:'</style>'}" })(page);
    expect(linked).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/layout.css" data-precedence="next"/>`,
    );
    expect(linked).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>`,
    );
  });

  it("never reads a file outside the build's static folder", () => {
    const outside = page.replace("/_next/static/chunks/page.css", "/_next/static/../../secret.css");
    expect(reshape(outside)).toContain(`href="/_next/static/../../secret.css"`);
  });

  it("leaves what is not a whole document alone (an RSC answer, a fragment)", () => {
    const rsc = `1:HL["/_next/static/chunks/page.css","style"]\n0:["$","link",null,{}]`;
    expect(reshape(rsc)).toBe(rsc);
    expect(reshape("<p>no document</p>")).toBe("<p>no document</p>");
  });

  it("writes a loader no page text can end early", () => {
    // React writes `<` in an attribute as `&lt;`; the loader's JSON must not turn it back.
    const tricky = reshape(
      page.replace("/_next/static/chunks/react.js", "/_next/static/chunks/&lt;/script&gt;.js"),
    );
    const loader = tricky.slice(tricky.indexOf("<script>(function(l)"));
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(deferred(tricky)[1]![1].src).toBe("/_next/static/chunks/</script>.js");
  });
});
