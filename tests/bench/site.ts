// Prints, for the home page in English and Arabic on the production build: the JavaScript it
// loads (gzip) and Lighthouse's performance, accessibility, best-practices and SEO scores.
// Targets (issue "Public site"): every category >= 95, home JavaScript <= 150 KB gzip.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./production-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3200);
const pages = [
  { name: "home (en)", path: "/" },
  { name: "home (ar)", path: "/ar/" },
];

async function javascriptGzipBytes(url: string): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(url)).text();
  // Scripts marked noModule (Next's legacy polyfills) are skipped by every browser that runs modules.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => /src="([^"]+)"/.exec(attributes)?.[1] ?? [])
    .map((source) => new URL(source, url).toString());
  let bytes = 0;
  for (const source of new Set(sources)) {
    bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
  }
  return { files: new Set(sources).size, bytes };
}

const server = await startProductionServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const rows = [];
  for (const page of pages) {
    const url = `${server.baseUrl}${page.path}`;
    const js = await javascriptGzipBytes(url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
    });
    const categories = result!.lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.name,
      "JS files": js.files,
      "JS gzip KB": +(js.bytes / 1024).toFixed(1),
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: result!.lhr.audits["largest-contentful-paint"]?.displayValue,
      TBT: result!.lhr.audits["total-blocking-time"]?.displayValue,
      CLS: result!.lhr.audits["cumulative-layout-shift"]?.displayValue,
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
  server.stop();
}
