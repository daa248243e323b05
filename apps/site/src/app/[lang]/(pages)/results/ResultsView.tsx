import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { medalLabels, resultCategoryLabels } from "@wro/api/labels/result";
import { intlTag, type Locale } from "@wro/i18n";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { getI18n, translateEach } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { LiveResults } from "./LiveResults.tsx";
import styles from "./results.module.css";

/** The results of a season (the newest with results when `slug` is empty); unknown seasons are not found. */
async function loadResults(slug: string) {
  const data = await publicData.results(slug);
  if (!data || (slug && !data.season)) notFound();
  return data;
}

const pathOf = (slug: string) => (slug ? `/results/${slug}/` : "/results/");

export async function resultsMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const { season } = await loadResults(slug);
  const name = season ? (locale === "ar" ? season.nameAr : season.nameEn) : "";
  const i18n = getI18n(locale);
  return pageMetadata(locale, pathOf(slug), {
    title: name ? i18n._(msg`Results: ${name}`) : msg`Results`,
    description: msg`Winners of the WRO Saudi Arabia national final by category: gold, silver and bronze.`,
  });
}

/**
 * The public results: one section per category (linked from the list at the top, so a visitor
 * jumps to their category without a query that would split the page cache), each team with its
 * place and medal, kept up to date live while the page is open (LiveResults), and the other
 * seasons that have results. Held categories are in none of it (`result.bySeason`).
 */
export async function ResultsView({ locale, slug }: { locale: Locale; slug: string }) {
  initLingui(locale);
  const i18n = getI18n(locale);
  const ar = locale === "ar";
  const { eventId, season, seasons, results } = await loadResults(slug);
  const countryName = new Intl.DisplayNames([intlTag(locale)], { type: "region" });
  const categories = [...new Set(results.map((result) => result.category))].map((category) => ({
    category,
    results: results
      .filter((result) => result.category === category)
      .map(({ category: _category, ...result }) => ({
        ...result,
        countryName: countryName.of(result.country) ?? result.country,
      })),
  }));
  const name = season ? (ar ? season.nameAr : season.nameEn) : null;

  return (
    <ContentPage
      title={name ? <Trans>Results: {name}</Trans> : <Trans>Results</Trans>}
      lead={<Trans>The winning teams of the national final, by category.</Trans>}
    >
      {/* The categories, live: open pages follow the back office's changes (issue 38). */}
      <LiveResults
        locale={locale}
        season={season?.slug ?? null}
        follows={!slug}
        eventId={eventId}
        initial={categories}
        navLabel={i18n._(msg`Categories`)}
        labels={{
          categories: translateEach(i18n, resultCategoryLabels),
          medals: translateEach(i18n, medalLabels),
        }}
        empty={<Trans>The results will be published here after the national final.</Trans>}
        head={
          <tr>
            <th scope="col">
              <Trans>Place</Trans>
            </th>
            <th scope="col">
              <Trans>Team</Trans>
            </th>
            <th scope="col">
              <Trans>Country</Trans>
            </th>
            <th scope="col">
              <Trans>Institution</Trans>
            </th>
          </tr>
        }
      />
      {seasons.length > 1 && (
        <Section id="archive" title={<Trans>Other seasons</Trans>}>
          <ul className={styles.archive}>
            {seasons
              .filter((other) => other.slug !== season?.slug)
              .map((other) => (
                <li key={other.slug}>
                  <a href={localePath(locale, pathOf(other.slug))}>{ar ? other.nameAr : other.nameEn}</a>
                </li>
              ))}
          </ul>
        </Section>
      )}
    </ContentPage>
  );
}
