import { msg } from "@lingui/core/macro";
import { parseLocale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { teamsMapSvg } from "@/lib/teams-map.ts";
import { publicData } from "@/lib/public-data.ts";

/** The home page's teams map: participating countries (from the database) on a world map. */
export async function GET(request: Request) {
  const i18n = getI18n(parseLocale(new URL(request.url).searchParams.get("lang")));
  const participating = await publicData.participatingCountries();
  const svg = teamsMapSvg(
    participating.map((country) => country.code),
    i18n._(msg`Map of the participating countries`),
  );
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
