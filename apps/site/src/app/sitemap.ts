import type { MetadataRoute } from "next";
import { localePath } from "@/i18n/paths.ts";
import { absoluteUrl } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { publicPages } from "@/lib/routes.ts";

// Rendered per request, not at build: SITE_URL belongs to the deployment, not to the image.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const announcementPages = (await publicData.announcements()).map(
    (announcement) => `/announcements/${announcement.slug}/`,
  );
  return [...publicPages, ...announcementPages].flatMap((path) =>
    (["en", "ar"] as const).map((locale) => ({
      url: absoluteUrl(localePath(locale, path)),
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.7,
      alternates: {
        languages: { en: absoluteUrl(localePath("en", path)), ar: absoluteUrl(localePath("ar", path)) },
      },
    })),
  );
}
