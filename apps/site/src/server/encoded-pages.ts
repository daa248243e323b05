import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import { createSizedCache } from "../lib/lru.ts";

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
 */
type Coding = "br" | "gzip";

interface EncodedPage {
  bytes: Buffer;
  /** Each coding's bytes once made. */
  coded: Partial<Record<Coding, Buffer | "pending">>;
}

/** Below this a page is not worth keeping: encoding it costs little. */
const MIN_LENGTH = 4096;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encoders: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

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

const isShared = (cacheControl: ReturnType<ServerResponse["getHeader"]>) =>
  typeof cacheControl === "string" && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);

/** Makes `sendEncoded(request, response)`, to call before Next handles a request. */
export function createEncodedPages(maxBytes: number) {
  // An entry holds its text as the key (up to two bytes a character), the bytes and, once made,
  // their far smaller compressed copies.
  const pages = createSizedCache<EncodedPage>(maxBytes, (page) => 3 * page.bytes.length);

  function pageFor(text: string): EncodedPage {
    let page = pages.get(text);
    if (!page) pages.set(text, (page = { bytes: Buffer.from(text), coded: {} }));
    return page;
  }

  /** The coding's bytes if they are ready; otherwise starts making them and answers undefined. */
  function readyCoded(page: EncodedPage, coding: Coding): Buffer | undefined {
    const coded = page.coded[coding];
    if (coded === "pending") return undefined;
    if (coded) return coded;
    page.coded[coding] = "pending";
    void encoders[coding](page.bytes).then(
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

  return function sendEncoded(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== "GET") return;
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    let written = false;
    response.write = ((...args: Parameters<typeof write>) => {
      written = true;
      return write(...args);
    }) as typeof response.write;
    response.end = ((...args: Parameters<typeof end>) => {
      const text: unknown = args[0];
      // Only a whole page in one string: a streamed answer is written piece by piece.
      if (
        written ||
        typeof text !== "string" ||
        text.length < MIN_LENGTH ||
        response.statusCode !== 200 ||
        !isShared(response.getHeader("cache-control"))
      ) {
        return end(...args);
      }
      const page = pageFor(text);
      const accepted = acceptedCoding(request);
      const coding = accepted === "br" || accepted === "gzip" ? accepted : undefined;
      const coded = coding && readyCoded(page, coding);
      if (coding && coded) {
        // The compression middleware beneath leaves an encoded answer alone.
        response.setHeader("content-encoding", coding);
        response.setHeader("content-length", coded.length);
        return end(coded);
      }
      if (coding) return end(...args);
      response.setHeader("content-length", page.bytes.length);
      return end(page.bytes);
    }) as typeof response.end;
  };
}
