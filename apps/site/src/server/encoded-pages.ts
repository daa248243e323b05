import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import { createSizedCache } from "../lib/lru.ts";
import type { PageFiles } from "./page-files.ts";

/**
 * Cached public pages go out as bytes encoded once, not once per request.
 *
 * Next hands a cached page to Node as one JavaScript string. Node encodes a string that holds
 * any Arabic (every page has some: the language switch) to UTF-8 at about 60 MB/s, 2 ms for the
 * home page, and compressing it for the browser took as long again: most of what a cached
 * answer cost. So the first time a shared-cacheable page's text is sent, its UTF-8 bytes are
 * kept, and its Brotli (quality 11) and gzip are made off the main thread. Later answers with the
 * same text send those bytes. The text itself is the key, so a re-rendered page is simply a new
 * entry and an old one ages out of the least-recently-used cache.
 *
 * Until an encoding is ready, and for every other answer, the `compression` middleware beneath
 * compresses as Next's own would have (next.config.ts turns Next's off).
 *
 * Such an answer is then sent again, as it is, for a second (`REUSE_MS`) without asking Next at
 * all: Next's routing and cache lookup cost ten times what sending the bytes does, and an
 * event-day crowd asks for the same few pages. A page says a shared cache may keep it for two
 * seconds (s-maxage=2), so a second here is within what it allows; and an admin write forgets
 * every kept answer at once (`forgetAnswers`), so a change shows as soon as it did before.
 *
 * An answer that says it never changes (`immutable`: Next's hashed build files, stored images
 * by their content's hash) is kept the same way, but until it ages out or an admin write: each
 * cost Next's routing, a database lookup for an image and compressing a script again, 7-10 ms
 * of CPU a file, 15 or more a page view, against well under one from memory. It is collected as
 * it goes out, however Next writes it, and kept once the coding that went out (chosen by the
 * compression middleware, which leaves images alone) is made once, quickly (`assetEncoders`).
 *
 * With `pageFiles` (PAGE_FILES_DIR), a kept page is also written as files, once its codings are
 * all made, for nginx to send (page-files.ts).
 */
type Coding = "br" | "gzip";

interface EncodedPage {
  bytes: Buffer;
  /** Each coding's bytes once made. */
  coded: Partial<Record<Coding, Buffer | "pending">>;
}

/** Below this a page is not worth keeping: encoding it costs little. */
const MIN_LENGTH = 4096;

/** Past this an immutable answer is not collected (the kept answers' room is a quarter of the pages'). */
const MAX_ASSET_LENGTH = 2 * 1024 * 1024;

/** How long an answer is sent again without Next: within the pages' own s-maxage of 2 s. */
export const REUSE_MS = 1000;

/** An answer as it went out, to send again to the same request until `expiresAt` (or for good). */
interface KeptAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The request headers (lowercase) the answer depends on besides Accept-Encoding: Next's RSC ones. */
  varies: string[];
  expiresAt: number;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
type Encoders = Record<Coding, (bytes: Buffer) => Promise<Buffer>>;
const encoders = (brotliQuality: number): Encoders => ({
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
});
const pageEncoders = encoders(constants.BROTLI_MAX_QUALITY);
// Build files are large and every instance makes their codings afresh: Brotli 11 took 430 ms of
// CPU for the largest script (300 KB) on a 2-core host, and a page's scripts together more than
// a second, while the page was loading; quality 5 takes 14 ms and sends 6 % less than the
// middleware's own (quality 4), against 17 % less for 11.
const assetEncoders = encoders(5);

/**
 * The coding to send, the way the compression middleware picks it: the client's choice, and
 * Brotli where it likes Brotli and gzip equally (browsers list gzip first). negotiator 1.x takes
 * that preference; its published types predate the option.
 */
function acceptedCoding(request: IncomingMessage): string | undefined {
  const negotiator = new Negotiator(request) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(["br", "gzip", "identity"], { preferred: ["br", "gzip"] });
}

/** Whether an answer's Cache-Control names `directive`. */
const cacheControlSays = (response: ServerResponse, directive: string) =>
  String(response.getHeader("cache-control") ?? "")
    .split(",")
    .some((part) => part.trim().toLowerCase() === directive);

/** The answer's Vary with Accept-Encoding, which the compression middleware adds as it goes out. */
function varyWithCoding(vary: ReturnType<ServerResponse["getHeader"]>): string {
  const named = String(vary ?? "");
  if (/\baccept-encoding\b/i.test(named)) return named;
  return named ? `${named}, Accept-Encoding` : "Accept-Encoding";
}

/** Whether an answer never changes, so that it may be kept for good. */
const isImmutable = (response: ServerResponse) =>
  response.statusCode === 200 &&
  cacheControlSays(response, "public") &&
  cacheControlSays(response, "immutable");

/** A chunk passed to `write` or `end` as bytes (a callback in its place is no chunk). */
function chunkBytes(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // Copied: the writer may reuse its buffer once written.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined;
}

/** The request headers, other than Accept-Encoding, that an answer's Vary names. */
function variesOn(vary: ReturnType<ServerResponse["getHeader"]>): string[] {
  return String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "accept-encoding");
}

/**
 * Makes `encode(request, response)`, to call before Next handles a request, and
 * `resend(request, response)`, to call instead when it answers true.
 */
export function createEncodedPages(
  maxBytes: number,
  {
    now = Date.now,
    reshape = (html) => html,
    pageFiles,
  }: {
    now?: () => number;
    /** What a page's HTML becomes before it is kept (`createPaintFirst`). */
    reshape?: (html: string) => string;
    /** Where kept pages are also written as files for nginx (page-files.ts). */
    pageFiles?: PageFiles;
  } = {},
) {
  // An entry holds its text as the key (up to two bytes a character), the bytes and, once made,
  // their far smaller compressed copies.
  const pages = createSizedCache<EncodedPage>(maxBytes, (page) => 3 * page.bytes.length);
  // By address and coding. The bodies are the encoded pages' own buffers, counted again here.
  const answers = createSizedCache<KeptAnswer>(maxBytes / 4, (answer) => answer.body.length);
  // Immutable answers that go out compressed, by address: what their codings are made from.
  const assets = createSizedCache<EncodedPage>(maxBytes / 4, (asset) => asset.bytes.length);
  // Only an answer to a request that came in a second or more after the last admin write is
  // kept: one begun before the write has the old page, and Next finishes expiring the write's
  // tags as the write's own answer goes out (Redis, with several instances), so a page rendered
  // meanwhile may still be the old one too.
  let keepFrom = 0;

  const answerKey = (request: IncomingMessage, coding: string) => `${coding} ${request.url}`;

  function pageFor(text: string, html: boolean): EncodedPage {
    let page = pages.get(text);
    if (!page) pages.set(text, (page = { bytes: Buffer.from(html ? reshape(text) : text), coded: {} }));
    return page;
  }

  /** The coding's bytes if they are ready; otherwise starts making them and answers undefined. */
  function readyCoded(page: EncodedPage, coding: Coding, made = pageEncoders): Buffer | undefined {
    const coded = page.coded[coding];
    if (coded === "pending") return undefined;
    if (coded) return coded;
    page.coded[coding] = "pending";
    void made[coding](page.bytes).then(
      (bytes) => {
        page.coded[coding] = bytes;
      },
      // Nothing waits for it: a failure only means a later answer tries again.
      () => {
        delete page.coded[coding];
      },
    );
    return undefined;
  }

  /** Writes a page that is going out as files for nginx, once all its codings are made. */
  function writeFiles(request: IncomingMessage, response: ServerResponse, page: EncodedPage) {
    const { br, gzip } = page.coded;
    if (!pageFiles || !Buffer.isBuffer(br) || !Buffer.isBuffer(gzip)) return;
    const headers = { ...response.getHeaders(), vary: varyWithCoding(response.getHeader("vary")) };
    void pageFiles.write(request.url!, headers, { identity: page.bytes, br, gzip });
  }

  /** Keeps the answer going out to `request` (by its address and `coding`) until `expiresAt`. */
  function keep(
    request: IncomingMessage,
    response: ServerResponse,
    {
      coding,
      contentEncoding,
      body,
      varies,
      expiresAt,
    }: { coding: string; contentEncoding?: Coding; body: Buffer; varies: string[]; expiresAt: number },
  ) {
    const headers = { ...response.getHeaders() };
    // Each request has its own id (server.ts sets it again).
    delete headers["x-request-id"];
    // From now on it is answered from a cache, whatever Next said of this first one (MISS).
    if (headers["x-nextjs-cache"]) headers["x-nextjs-cache"] = "HIT";
    // What the compression middleware said of a streamed answer is replaced by the kept body's.
    delete headers["transfer-encoding"];
    delete headers["content-encoding"];
    if (contentEncoding) headers["content-encoding"] = contentEncoding;
    headers["content-length"] = body.length;
    headers.vary = varyWithCoding(headers.vary);
    answers.set(answerKey(request, coding), { headers, body, varies, expiresAt });
  }

  /** Whether an answer to `request` begun at `startedAt` may be kept for the others. */
  function reusable(request: IncomingMessage, response: ServerResponse, startedAt: number, varies: string[]) {
    return (
      startedAt >= keepFrom &&
      !response.hasHeader("set-cookie") &&
      varies.every((name) => request.headers[name] === undefined)
    );
  }

  /**
   * Keeps an immutable answer that has just gone out (`bytes`, as Next wrote them) for good: as
   * they are if the compression middleware left them alone, else once its coding is made here.
   */
  function keepAsset(
    request: IncomingMessage,
    response: ServerResponse,
    { bytes, declaredLength, startedAt }: { bytes: Buffer; declaredLength: unknown; startedAt: number },
  ) {
    // A file that ended short of the length it declared (a read that failed half-way) is not kept.
    if (declaredLength !== undefined && Number(declaredLength) !== bytes.length) return;
    const varies = variesOn(response.getHeader("vary"));
    if (!reusable(request, response, startedAt, varies)) return;
    const sent = response.getHeader("content-encoding");
    const coding = sent === "br" || sent === "gzip" ? sent : undefined;
    let body = bytes;
    if (coding) {
      let asset = assets.get(request.url!);
      if (!asset) assets.set(request.url!, (asset = { bytes, coded: {} }));
      const coded = readyCoded(asset, coding, assetEncoders);
      if (!coded) return;
      body = coded;
    }
    const key = acceptedCoding(request) ?? "identity";
    keep(request, response, { coding: key, contentEncoding: coding, body, varies, expiresAt: Infinity });
  }

  function encode(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== "GET") return;
    const startedAt = now();
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    let written = false;
    // An immutable answer's bytes as they go out, until it ends (undefined: not collected).
    let collected: Buffer[] | undefined;
    let collectedLength = 0;
    // Read before the compression middleware, writing the head, takes it away.
    let declaredLength: unknown;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!written && isImmutable(response)) {
        collected = [];
        declaredLength = response.getHeader("content-length");
      }
      const bytes = collected && chunkBytes(chunk, encoding);
      if (!bytes) return;
      collectedLength += bytes.length;
      if (collectedLength > MAX_ASSET_LENGTH) collected = undefined;
      else collected!.push(bytes);
    };
    response.write = ((...args: Parameters<typeof write>) => {
      collect(args[0], args[1]);
      written = true;
      return write(...args);
    }) as typeof response.write;
    response.end = ((...args: Parameters<typeof end>) => {
      collect(args[0], args[1]);
      if (collected) {
        const ended = end(...args);
        keepAsset(request, response, { bytes: Buffer.concat(collected), declaredLength, startedAt });
        return ended;
      }
      const text: unknown = args[0];
      // Only a whole page in one string: a streamed answer is written piece by piece.
      if (
        written ||
        typeof text !== "string" ||
        text.length < MIN_LENGTH ||
        response.statusCode !== 200 ||
        !cacheControlSays(response, "public")
      ) {
        return end(...args);
      }
      const html = String(response.getHeader("content-type")).startsWith("text/html");
      const page = pageFor(text, html);
      // Its files need every coding: all are made from its first answer on.
      if (html && pageFiles) for (const each of ["br", "gzip"] as const) readyCoded(page, each);
      const accepted = acceptedCoding(request);
      const coding = accepted === "br" || accepted === "gzip" ? accepted : undefined;
      const coded = coding && readyCoded(page, coding);
      // Compressed beneath until its own encoding is ready.
      if (coding && !coded) {
        response.setHeader("content-length", page.bytes.length);
        return end(page.bytes);
      }
      const body = coded || page.bytes;
      // The compression middleware beneath leaves an encoded answer alone.
      if (coding) response.setHeader("content-encoding", coding);
      response.setHeader("content-length", body.length);
      const varies = variesOn(response.getHeader("vary"));
      if (reusable(request, response, startedAt, varies)) {
        keep(request, response, {
          coding: coding ?? "identity",
          contentEncoding: coding,
          body,
          varies,
          expiresAt: now() + REUSE_MS,
        });
        if (html) writeFiles(request, response, page);
      }
      return end(body);
    }) as typeof response.end;
  }

  /** Sends the answer kept for this request, if there is a fresh one, and says whether it did. */
  function resend(request: IncomingMessage, response: ServerResponse): boolean {
    // A part of a file is Next's to answer.
    if (request.method !== "GET" || request.headers.range !== undefined) return false;
    const key = answerKey(request, acceptedCoding(request) ?? "identity");
    const answer = answers.get(key);
    if (!answer || answer.expiresAt <= now()) return false;
    if (answer.varies.some((name) => request.headers[name] !== undefined)) return false;
    response.writeHead(200, answer.headers).end(answer.body);
    return true;
  }

  return {
    encode,
    resend,
    /** After an admin write: every kept answer (and page file) goes, and none begun before it is kept. */
    forgetAnswers() {
      keepFrom = now() + REUSE_MS;
      answers.clear();
      pageFiles?.forget();
    },
  };
}
