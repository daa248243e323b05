import { createHash, randomUUID } from "node:crypto";
import { accessSync, constants, mkdirSync, readdirSync, renameSync } from "node:fs";
import { mkdir, readdir, rm, stat, unlink, writeFile } from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import { join } from "node:path";
import { PUBLIC_PAGE_S_MAXAGE, publicCacheControl } from "../lib/cache-control.ts";
import { securityHeaders, type SecurityHeaderOptions } from "./security-headers.ts";

/**
 * Public pages written as files for the shipped nginx to send as it sends any file
 * (PAGE_FILES_DIR, a folder the instances and nginx share; deploy/nginx/wro-site.conf).
 *
 * Through nginx's proxy cache a page went out at 73-83 % of the rate nginx sends the same bytes
 * as a file (building the key, the shared zone, reading and parsing the stored header); sent as
 * a file with the page's headers, at 88-99 % (README, "Performance"). So a shared-cacheable page
 * that goes out, once its codings are made (encoded-pages.ts), is written here as three files (as
 * it is, gzip, Brotli), and nginx answers the same address from them; without a file, it asks its
 * proxy cache as before.
 *
 * Freshness is nginx's own to keep: files go in a folder per ten seconds (`INTERVAL_MS`), and
 * nginx looks only in the folder of the current ten seconds (from its clock, `$msec`). A page
 * answered in the last two seconds of its ten also goes in the next ten seconds' folder
 * (`AHEAD_MS`), so that nginx finds it there from their first request. So a file is never sent
 * more than twelve seconds after it was written, even if nothing removes it. An admin write
 * removes every folder at once (`forget`, on every instance through Redis), and encoded-pages.ts
 * writes only answers to requests begun after it.
 *
 * Headers: nginx sends a file with the headers of `nginx-page-headers` (an include generated from
 * this module, deploy/nginx/wro-site.page-headers.conf), and the files of a page go under the
 * fingerprint of the headers the site sent with it. nginx looks under its include's own
 * fingerprint: a page sent with other headers (another policy, UploadThing configured but the
 * include not regenerated, a new header from Next) is never answered from a file with the wrong
 * ones; it is answered, as before, from the proxy cache.
 */

export const INTERVAL_MS = 10_000;
/**
 * How long before its ten seconds begin a page is written in their folder too: nginx's proxy
 * cache asks an instance for a page it is sending at least this often (its s-maxage).
 */
export const AHEAD_MS = PUBLIC_PAGE_S_MAXAGE * 1000;

/** The three files of a page in a folder, and the coding each holds. */
const FILES = [
  ["index.html", "identity"],
  ["index.html.gz", "gzip"],
  ["index.html.br", "br"],
] as const;
export type PageCodings = Record<(typeof FILES)[number][1], Buffer>;

/** Headers that belong to one answer (or that nginx makes itself for a file), not to the page. */
const PER_ANSWER = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "last-modified",
]);

/** The Vary Next gives a page, with the coding the answer's bytes depend on too. */
export const PAGE_VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/** The headers the site sends with a public page, served at `siteUrl`. */
export const publicPageHeaders = (
  siteUrl: string,
  options: SecurityHeaderOptions,
): Record<string, string> => ({
  ...securityHeaders(siteUrl, options),
  "cache-control": publicCacheControl,
  "content-type": "text/html; charset=utf-8",
  vary: PAGE_VARY,
});

/**
 * The headers nginx must send with a page's file: what the site sent with it, less those of the
 * one answer and Next's own `x-nextjs-*` (how Next's cache answered this once), by lowercase name.
 */
export function pageFileHeaders(headers: OutgoingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_ANSWER.has(lower) || lower.startsWith("x-nextjs-")) continue;
    kept[lower] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}

/** A short name for a set of headers: the folder a page sent with them is written under. */
export function headersFingerprint(headers: Record<string, string>): string {
  const lines = Object.keys(headers)
    .sort()
    .map((name) => `${name}: ${headers[name]}\n`);
  return createHash("sha256").update(lines.join("")).digest("hex").slice(0, 16);
}

/**
 * The nginx include that sends `headers` with a page's file and names their fingerprint
 * (`$wro_page_headers`), for the `location /` of deploy/nginx/wro-site.conf.
 */
export function nginxPageHeaders(headers: Record<string, string>, describe: string): string {
  const { "content-type": contentType, ...added } = headers;
  const quoted = (value: string) => {
    // Nothing in a header of ours needs it; refusing beats writing an include nginx misreads.
    if (/["\\$\n\r]/.test(value)) throw new Error(`a header nginx cannot be given as it is: ${value}`);
    return `"${value}"`;
  };
  return [
    "# The headers nginx sends with a public page it answers from a file the site wrote (PAGE_FILES_DIR),",
    `# for ${describe}. Generated by \`pnpm --filter @wro/site nginx-page-headers\``,
    "# from the headers the site sends (apps/site/src/server/page-files.ts): do not edit. The site writes",
    "# each page under the fingerprint of the headers it sent, so nginx answers from a file only the pages",
    "# sent with exactly these.",
    `set $wro_page_headers ${headersFingerprint(headers)};`,
    "types { }",
    `default_type ${quoted(contentType ?? "text/html; charset=utf-8")};`,
    ...Object.keys(added)
      .sort()
      .map((name) => `add_header ${name} ${quoted(added[name]!)};`),
    "",
  ].join("\n");
}

/**
 * Where under an interval's folder a page's files go, or undefined when nginx must not answer
 * `url` from a file: only a page's address (ending in /, no query), each part of which decodes
 * to a plain name, as nginx's `$uri` (decoded, its slashes merged) names the same folder.
 */
export function pageFolder(url: string): string | undefined {
  if (!url.startsWith("/") || !url.endsWith("/") || url.includes("?")) return undefined;
  if (url === "/") return "";
  const names: string[] = [];
  for (const part of url.slice(1, -1).split("/")) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name)) return undefined;
    names.push(name);
  }
  return names.join("/");
}

const isInterval = (name: string) => /^\d+$/.test(name);

/** The folders of fingerprints in `dir` (not the one files are written in before they land). */
const fingerprintsIn = (names: string[]) => names.filter((name) => !name.startsWith("."));

export interface PageFiles {
  /**
   * Writes a page that went out to `url` with `headers`, in its three codings; resolves once it
   * has landed (or was not written). Never rejects: a failure goes to `onError`, the first in
   * each ten seconds only (a folder that cannot be written fails every page of every request).
   */
  write(url: string, headers: OutgoingHttpHeaders, codings: PageCodings): Promise<void>;
  /** After an admin write: every page's files go, and none being written lands. */
  forget(): void;
}

/** Files are written in this folder of PAGE_FILES_DIR first, then moved into place whole. */
const WRITING = ".writing";

/**
 * Why an instance cannot write page files in `dir`, or null. It refuses to start instead: a folder
 * it cannot write fails every page it sends, and nginx would never answer one from a file.
 */
export function pageFilesProblem(dir: string): string | null {
  try {
    mkdirSync(join(dir, WRITING), { recursive: true });
    accessSync(join(dir, WRITING), constants.W_OK);
    return null;
  } catch (error) {
    return `PAGE_FILES_DIR (${dir}) is not a folder this instance can write in: ${(error as Error).message}`;
  }
}

/**
 * `maxBytes`: how much one instance writes in a folder at most. Every address that answers a
 * page is written (`/seasons/<anything>/` answers one), so a crowd of made-up addresses would
 * otherwise fill the disk; the site's real pages in both languages need a fraction of it.
 */
export function createPageFiles(
  dir: string,
  {
    maxBytes,
    now = Date.now,
    onError,
  }: { maxBytes: number; now?: () => number; onError: (error: unknown) => void },
): PageFiles {
  // What this instance wrote in the current folder, by file path: a page sent again is not
  // written again.
  const written = new Map<string, Buffer>();
  let writtenBytes = 0;
  let interval = -1;
  // Counts `forget`s: a write begun before one does not land.
  let generation = 0;
  let reportedInterval = -1;
  const report = (error: unknown) => {
    if (reportedInterval === interval) return;
    reportedInterval = interval;
    onError(error);
  };

  const writing = join(dir, WRITING);

  /**
   * Removes the folders of intervals before the previous one (nginx's clock may be a little
   * behind), those `forget` put aside, and files an instance that stopped left half-written,
   * whoever wrote them.
   */
  async function tidy(current: number) {
    for (const fingerprint of fingerprintsIn(await readdir(dir).catch(() => []))) {
      const folders = await readdir(join(dir, fingerprint)).catch(() => []);
      for (const name of folders) {
        if (isInterval(name) ? Number(name) >= current - 1 : !name.startsWith(".gone-")) continue;
        await rm(join(dir, fingerprint, name), { recursive: true, force: true });
      }
    }
    for (const name of await readdir(writing).catch(() => [])) {
      const path = join(writing, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < now() - INTERVAL_MS) await unlink(path).catch(() => {});
    }
  }

  async function land(folder: string, codings: PageCodings, since: number) {
    await mkdir(writing, { recursive: true });
    const temporary = FILES.map(([name]) => join(writing, `${randomUUID()}.${name}`));
    let landed = false;
    try {
      await Promise.all(FILES.map(([, coding], index) => writeFile(temporary[index]!, codings[coding])));
      if (since !== generation) return;
      // At once, in this turn of the event loop: no `forget` comes between the check and these.
      mkdirSync(folder, { recursive: true });
      FILES.forEach(([name], index) => renameSync(temporary[index]!, join(folder, name)));
      landed = true;
    } finally {
      if (!landed) await Promise.all(temporary.map((path) => unlink(path).catch(() => {})));
    }
  }

  return {
    async write(url, headers, codings) {
      const folder = pageFolder(url);
      if (folder === undefined) return;
      const time = now();
      const current = Math.floor(time / INTERVAL_MS);
      let tidied: Promise<void> | undefined;
      if (current !== interval) {
        interval = current;
        written.clear();
        writtenBytes = 0;
        tidied = tidy(current).catch(report);
      }
      const intervals = time % INTERVAL_MS >= INTERVAL_MS - AHEAD_MS ? [current, current + 1] : [current];
      const fingerprint = headersFingerprint(pageFileHeaders(headers));
      const size = codings.identity.length + codings.gzip.length + codings.br.length;
      const since = generation;
      const landing = intervals.map((each) => {
        const path = join(dir, fingerprint, String(each), folder);
        if (written.get(path) === codings.identity || writtenBytes + size > maxBytes) return undefined;
        written.set(path, codings.identity);
        writtenBytes += size;
        // A file that failed is not tried again in these ten seconds: nginx asks its proxy cache.
        return land(path, codings, since).catch(report);
      });
      await Promise.all([tidied, ...landing]);
    },
    forget() {
      generation++;
      written.clear();
      writtenBytes = 0;
      let fingerprints: string[];
      try {
        fingerprints = fingerprintsIn(readdirSync(dir));
      } catch {
        return;
      }
      // Renamed at once (nginx finds none of them from now on), deleted in the background.
      for (const fingerprint of fingerprints) {
        let folders: string[];
        try {
          folders = readdirSync(join(dir, fingerprint));
        } catch {
          continue;
        }
        for (const name of folders.filter(isInterval)) {
          try {
            renameSync(join(dir, fingerprint, name), join(dir, fingerprint, `.gone-${randomUUID()}`));
          } catch {
            // Removed meanwhile by another instance.
          }
        }
      }
      void tidy(Math.floor(now() / INTERVAL_MS)).catch(report);
    },
  };
}
