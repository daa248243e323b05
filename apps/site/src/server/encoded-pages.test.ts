import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEncodedPages, REUSE_MS } from "./encoded-pages.ts";
import { createPageFiles, headersFingerprint, INTERVAL_MS } from "./page-files.ts";

// A page as Next hands it over: one string, with Arabic in it.
const page = `<!DOCTYPE html><html><body><a href="/ar/">العربية</a>${"<p>WRO Saudi Arabia 2025</p>".repeat(400)}</body></html>`;
const pageBytes = Buffer.from(page);
// What the page's bytes encoded once look like; the compression middleware's own (Brotli
// quality 4, gzip level 6) differ.
const encodedOnce = {
  br: brotliCompressSync(pageBytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: pageBytes.length,
    },
  }),
  gzip: gzipSync(pageBytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Encoding happens off the main thread; a busy machine may take a while. */
const POLL = { timeout: 15_000 };

const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

// A hashed build file (streamed, as Next sends files) and a stored image (one buffer).
const script = `/* WRO */ ${"window.wro = (window.wro ?? 0) + 1;\n".repeat(300)}`;
const scriptBytes = Buffer.from(script);
const image = Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 7919) % 251));
const IMMUTABLE = "public, max-age=31536000, immutable";

/** How many requests reached "Next" (`answer`), by path. */
const rendered = new Map<string, number>();

/** The answers the site gives, by path: what Next does with a page, cached or not. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? "/";
  rendered.set(path, (rendered.get(path) ?? 0) + 1);
  if (path === "/_next/static/app.js") {
    response.setHeader("content-type", "application/javascript; charset=UTF-8");
    response.setHeader("cache-control", IMMUTABLE);
    response.write(scriptBytes.subarray(0, 1000));
    response.write(scriptBytes.subarray(1000, 2000));
    return response.end(scriptBytes.subarray(2000));
  }
  if (path.startsWith("/uploads/flag.webp")) {
    response.setHeader("content-type", "image/webp");
    response.setHeader("cache-control", path.includes("v=") ? IMMUTABLE : "public, max-age=86400");
    return response.end(new Uint8Array(image));
  }
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("x-request-id", String(request.headers["x-request-id"]));
  response.setHeader("x-nextjs-cache", "MISS");
  if (path.startsWith("/rsc")) response.setHeader("vary", "RSC, Next-Router-State-Tree");
  if (path.startsWith("/private")) {
    response.setHeader("cache-control", "private, no-store");
    return response.end(page);
  }
  response.setHeader("cache-control", "public, s-maxage=2, stale-while-revalidate=86400");
  if (path.startsWith("/streamed")) {
    response.write(page.slice(0, 100));
    return response.end(page.slice(100));
  }
  if (path.startsWith("/missing")) response.statusCode = 404;
  return response.end(page);
}

let server: Server;
let origin: string;
let clock = 0;
// Where pages are written as files for nginx (PAGE_FILES_DIR).
const filesDir = mkdtempSync(join(tmpdir(), "wro-encoded-pages-"));
const fileErrors: unknown[] = [];
const pages = createEncodedPages(1024 * 1024, {
  now: () => clock,
  pageFiles: createPageFiles(filesDir, {
    maxBytes: 1024 * 1024,
    now: () => clock,
    onError: (error) => fileErrors.push(error),
  }),
});

beforeAll(async () => {
  // As apps/site/server.ts: a kept answer first, else Next beneath the compression middleware.
  server = createServer((request, response) => {
    if (pages.resend(request, response)) return;
    compress(request, response, () => {
      pages.encode(request, response);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(filesDir, { recursive: true, force: true });
  expect(fileErrors).toEqual([]);
});

/** The answer's raw bytes (nothing decoded) and headers. */
function fetchRaw(
  path: string,
  acceptEncoding?: string,
  method = "GET",
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>(
    (resolve, reject) => {
      const request = get(
        `${origin}${path}`,
        { method, headers: { ...headers, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on("error", reject);
    },
  );
}

const decoded = ({ headers, body }: { headers: IncomingMessage["headers"]; body: Buffer }) =>
  headers["content-encoding"] === "br"
    ? brotliDecompressSync(body).toString()
    : headers["content-encoding"] === "gzip"
      ? gunzipSync(body).toString()
      : body.toString();

describe("cached public pages", () => {
  it("go to a browser that accepts Brotli as Brotli made once, the same page as ever", async () => {
    const first = await fetchRaw("/", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(decoded(first)).toBe(page);
    await expect
      .poll(async () => (await fetchRaw("/", "gzip, deflate, br")).body.equals(encodedOnce.br), POLL)
      .toBe(true);
    const later = await fetchRaw("/", "gzip, deflate, br");
    expect(later.headers).toMatchObject({
      "content-encoding": "br",
      "content-length": String(encodedOnce.br.length),
      vary: expect.stringContaining("Accept-Encoding"),
    });
    expect(decoded(later)).toBe(page);
  });

  it("go as gzip made once where the browser prefers gzip", async () => {
    await expect
      .poll(async () => (await fetchRaw("/", "gzip;q=1, br;q=0.5")).body.equals(encodedOnce.gzip), POLL)
      .toBe(true);
    const later = await fetchRaw("/", "gzip;q=1, br;q=0.5");
    expect(later.headers["content-encoding"]).toBe("gzip");
    expect(decoded(later)).toBe(page);
  });

  it("go as their UTF-8 bytes, with their length, to a client that asks for no coding", async () => {
    for (const acceptEncoding of [undefined, "identity"]) {
      const plain = await fetchRaw("/", acceptEncoding);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-length"]).toBe(String(pageBytes.length));
      expect(plain.body.equals(pageBytes)).toBe(true);
    }
    const head = await fetchRaw("/", "gzip, deflate, br", "HEAD");
    expect(head.body.length).toBe(0);
  });
});

describe("other answers", () => {
  it("are compressed as they go, never from the kept encodings", async () => {
    await expect
      .poll(async () => (await fetchRaw("/", "gzip, deflate, br")).body.equals(encodedOnce.br), POLL)
      .toBe(true);
    for (const path of ["/private", "/streamed", "/missing"]) {
      const answer = await fetchRaw(path, "gzip, deflate, br");
      expect(answer.headers["content-encoding"], path).toBe("br");
      expect(answer.body.equals(encodedOnce.br), path).toBe(false);
      expect(decoded(answer), path).toBe(page);
    }
  });
});

describe("a cached public page's answer", () => {
  // Each test starts with every answer kept by the others gone stale.
  beforeEach(() => {
    clock += REUSE_MS;
  });

  /** Requests for `path` until its answer is kept (once its gzip is made), then resets the count. */
  async function kept(path: string, headers: Record<string, string> = {}) {
    await expect
      .poll(async () => (await fetchRaw(path, "gzip", "GET", headers)).body.equals(encodedOnce.gzip), POLL)
      .toBe(true);
    rendered.set(path, 0);
  }

  it("is sent again for a second without reaching Next, headers and all but the request's id, as a cache hit", async () => {
    await kept("/");
    const again = await fetchRaw("/", "gzip", "GET", { "x-request-id": "second" });
    expect(rendered.get("/")).toBe(0);
    expect(again.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, s-maxage=2, stale-while-revalidate=86400",
      "content-encoding": "gzip",
      vary: expect.stringContaining("Accept-Encoding"),
      "x-nextjs-cache": "HIT",
    });
    expect(again.headers["x-request-id"]).toBeUndefined();
    expect(decoded(again)).toBe(page);
    // Another coding is another answer: Next is asked for it.
    await fetchRaw("/", "br");
    expect(rendered.get("/")).toBe(1);

    clock += REUSE_MS;
    await fetchRaw("/", "gzip");
    expect(rendered.get("/")).toBe(2);
  });

  it("is forgotten at an admin write, and none is kept in the second after it", async () => {
    await kept("/");
    pages.forgetAnswers();
    await fetchRaw("/", "gzip");
    await fetchRaw("/", "gzip");
    expect(rendered.get("/")).toBe(2);
    clock += REUSE_MS;
    await fetchRaw("/", "gzip");
    await fetchRaw("/", "gzip");
    expect(rendered.get("/")).toBe(3);
  });

  it("never answers a request that carries a header the answer varies on (Next's RSC fetches)", async () => {
    await kept("/rsc");
    await fetchRaw("/rsc", "gzip", "GET", { rsc: "1" });
    expect(rendered.get("/rsc")).toBe(1);
    // …and an answer to such a request is not kept for the others either.
    clock += REUSE_MS;
    await fetchRaw("/rsc", "gzip", "GET", { rsc: "1" });
    await fetchRaw("/rsc", "gzip");
    expect(rendered.get("/rsc")).toBe(3);
  });

  it("is never kept for private, streamed or failed answers", async () => {
    for (const path of ["/private", "/streamed", "/missing"]) {
      rendered.set(path, 0);
      await fetchRaw(path);
      await fetchRaw(path);
      expect(rendered.get(path), path).toBe(2);
    }
  });
});

describe("an immutable answer (a hashed build file, a stored image by its hash)", () => {
  /** Requests `path` until it no longer reaches Next, then resets the count. */
  async function kept(path: string, acceptEncoding?: string) {
    await expect
      .poll(async () => {
        const before = rendered.get(path) ?? 0;
        await fetchRaw(path, acceptEncoding);
        return rendered.get(path) === before;
      }, POLL)
      .toBe(true);
    rendered.set(path, 0);
  }

  it("is sent again from memory for good, in the coding the browser takes", async () => {
    const first = await fetchRaw("/_next/static/app.js", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(decoded(first)).toBe(script);
    await kept("/_next/static/app.js", "gzip, deflate, br");

    clock += 10 * REUSE_MS;
    const again = await fetchRaw("/_next/static/app.js", "gzip, deflate, br");
    expect(rendered.get("/_next/static/app.js")).toBe(0);
    expect(decoded(again)).toBe(script);
    expect(again.headers).toMatchObject({
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": IMMUTABLE,
      "content-encoding": "br",
      "content-length": String(again.body.length),
      vary: expect.stringContaining("Accept-Encoding"),
    });
    expect(again.headers["transfer-encoding"]).toBeUndefined();

    // Another coding is another answer, kept in its turn.
    await kept("/_next/static/app.js");
    const plain = await fetchRaw("/_next/static/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(scriptBytes)).toBe(true);
    expect(rendered.get("/_next/static/app.js")).toBe(0);
  });

  it("that the middleware leaves uncompressed (an image) is kept as it is, for every coding", async () => {
    const path = "/uploads/flag.webp?v=abc";
    await fetchRaw(path, "gzip, deflate, br");
    rendered.set(path, 0);
    const again = await fetchRaw(path, "gzip, deflate, br");
    expect(rendered.get(path)).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers["content-length"]).toBe(String(image.length));
    expect(again.body.equals(image)).toBe(true);
    // Without the hash its address may show another image tomorrow: never kept.
    await fetchRaw("/uploads/flag.webp", "gzip");
    await fetchRaw("/uploads/flag.webp", "gzip");
    expect(rendered.get("/uploads/flag.webp")).toBe(2);
  });

  it("leaves a request for part of the file, and every request after an admin write, to Next", async () => {
    const path = "/uploads/flag.webp?v=range";
    await kept(path, "gzip");
    await fetchRaw(path, "gzip", "GET", { range: "bytes=0-99" });
    expect(rendered.get(path)).toBe(1);
    pages.forgetAnswers();
    await fetchRaw(path, "gzip");
    expect(rendered.get(path)).toBe(2);
  });
});

describe("a cached public page, with page files for nginx", () => {
  // The headers the test's pages go out with, as they are written: their folder.
  const fingerprint = headersFingerprint({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, s-maxage=2, stale-while-revalidate=86400",
    vary: "Accept-Encoding",
  });
  const fileOf = (folder: string, name: string) =>
    join(filesDir, fingerprint, String(Math.floor(clock / INTERVAL_MS)), folder, name);

  beforeEach(() => {
    clock += INTERVAL_MS;
  });

  it("is written in its three codings once they are all made, for nginx to send", async () => {
    await expect
      .poll(async () => {
        await fetchRaw("/faq/", "gzip, deflate, br");
        return existsSync(fileOf("faq", "index.html.br"));
      }, POLL)
      .toBe(true);
    expect(readFileSync(fileOf("faq", "index.html")).equals(pageBytes)).toBe(true);
    expect(readFileSync(fileOf("faq", "index.html.gz")).equals(encodedOnce.gzip)).toBe(true);
    expect(readFileSync(fileOf("faq", "index.html.br")).equals(encodedOnce.br)).toBe(true);
  });

  it("is not written for Next's fetch of its data, nor when it is private, streamed or missing", async () => {
    for (let time = 0; time < 3; time++) {
      await fetchRaw("/rsc/", "gzip", "GET", { rsc: "1" });
      for (const path of ["/private/", "/streamed/", "/missing/"]) await fetchRaw(path, "br");
    }
    for (const folder of ["rsc", "private", "streamed", "missing"])
      expect(existsSync(fileOf(folder, "index.html")), folder).toBe(false);
  });

  it("goes at an admin write, and only a request begun after it writes it again", async () => {
    const written = () => existsSync(fileOf("visa", "index.html"));
    await expect
      .poll(async () => {
        await fetchRaw("/visa/", "br");
        return written();
      }, POLL)
      .toBe(true);
    pages.forgetAnswers();
    expect(written()).toBe(false);
    await fetchRaw("/visa/", "br");
    expect(written()).toBe(false);
    clock += REUSE_MS;
    await fetchRaw("/visa/", "br");
    await expect.poll(written, POLL).toBe(true);
  });
});
