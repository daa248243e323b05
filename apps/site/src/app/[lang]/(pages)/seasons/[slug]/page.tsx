import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { DEFAULT_ATTRIBUTE_IMAGE, DEFAULT_LOGO } from "@wro/api/schemas/season";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "./season.module.css";

type Props = { params: Promise<{ lang: string; slug: string }> };

// The banner spans the page column (72rem at most); attribute images a 20rem column on wide screens.
const bannerSizes = "(min-width: 75rem) 72rem, 100vw";
const attributeSizes = "(min-width: 48rem) 20rem, 100vw";

// Rendered on a season's first request and cached (see the [lang] layout).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

/** The published season with this slug; an unknown, hidden or malformed slug is a not-found page. */
async function loadSeason(slug: string) {
  return (await publicData.seasonBySlug(slug)) ?? notFound();
}

function seasonText(season: Awaited<ReturnType<typeof loadSeason>>, locale: Locale) {
  const ar = locale === "ar";
  return {
    name: ar ? season.nameAr : season.nameEn,
    title: ar ? season.titleAr : season.titleEn,
    description: ar ? season.descriptionAr : season.descriptionEn,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  const season = await loadSeason((await params).slug);
  const { name, title, description } = seasonText(season, locale);
  return pageMetadata(locale, `/seasons/${season.slug}/`, { title: `${name}: ${title}`, description });
}

export default async function SeasonPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const i18n = getI18n(locale);
  const season = await loadSeason((await params).slug);
  const { name, title, description } = seasonText(season, locale);
  const ar = locale === "ar";

  return (
    <ContentPage title={name} lead={title}>
      {season.logo !== DEFAULT_LOGO && (
        <StoredImage
          className={styles.banner}
          path={season.logo}
          alt={i18n._(msg`Banner of ${name}: ${title}`)}
          width={1600}
          height={600}
          sizes={bannerSizes}
          priority
        />
      )}
      <p className={styles.description}>{description}</p>

      {season.attributes.map((attribute) => (
        <section
          key={attribute.position}
          className={styles.attribute}
          aria-labelledby={`attribute-${attribute.position}`}
        >
          {attribute.image !== DEFAULT_ATTRIBUTE_IMAGE && (
            <StoredImage path={attribute.image} alt="" width={800} height={500} sizes={attributeSizes} />
          )}
          <div>
            <h2 id={`attribute-${attribute.position}`}>{ar ? attribute.titleAr : attribute.titleEn}</h2>
            <p>{ar ? attribute.descAr : attribute.descEn}</p>
          </div>
        </section>
      ))}

      {season.registration && (
        <p className={styles.registration}>
          <Trans>Registration for this season is open through national organizers.</Trans>{" "}
          <a href={localePath(locale, "/registration/")}>
            <Trans>How to register</Trans>
          </a>
        </p>
      )}
    </ContentPage>
  );
}
