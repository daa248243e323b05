import { msg } from "@lingui/core/macro";
import { parseLocale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { immutableCacheControl } from "@/lib/cache-control.ts";
import { drawnSvg } from "@/lib/images/derived.ts";
import { isImageWidth } from "@/lib/images/widths.ts";
import { drawingVersion, teamsMapDrawing, teamsMapSvg } from "@/lib/teams-map.ts";
import { publicData } from "@/lib/public-data.ts";

const FOR_NOW = "public, max-age=300";

/**
 * The home page's teams map: participating countries (from the database) on a world map. As
 * SVG, or with `f=webp|avif&w=<width>` drawn into that format, which the home page shows: a
 * browser builds a document on its main thread for an SVG image (this one's 176 outlines took
 * 20–40 ms there on each load), while it decodes WebP off that thread. The home page's addresses
 * carry `v`, the drawing's version: such an answer never changes and is kept for a year (a new
 * country makes a new address). Any other is kept five minutes.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const format = search.get("f");
  const participating = (await publicData.participatingCountries()).map((country) => country.code);
  if (format === null) {
    const i18n = getI18n(parseLocale(search.get("lang")));
    return new Response(teamsMapSvg(participating, i18n._(msg`Map of the participating countries`)), {
      headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": FOR_NOW },
    });
  }
  const width = Number(search.get("w"));
  if ((format !== "webp" && format !== "avif") || !isImageWidth(width)) {
    return new Response("Unsupported image size or format", { status: 400 });
  }
  const drawing = teamsMapDrawing(participating);
  const { body, contentType } = await drawnSvg(drawing, { width, format });
  const current = search.get("v") === drawingVersion(drawing);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": contentType, "Cache-Control": current ? immutableCacheControl : FOR_NOW },
  });
}
